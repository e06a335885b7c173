import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  type InboxMessageDetail,
  type InboxReplyInput,
  inboxReplyInput,
  MAX_REPLY_LENGTH,
} from "@/shared/inbox/schema";
import { Alert } from "@/web/components/ui/alert";
import { StateBadge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { TextareaField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { useToast } from "@/web/components/ui/toast";
import { formatShortMoment } from "@/web/lib/format";
import { translateAll } from "@/web/lib/translate-labels";
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUS_TONES } from "./labels";
import { useInboxMessage, useMessageActions } from "./queries";

interface MessageThreadDialogProps {
  /** The open message; null when the dialog is closed. */
  id: number | null;
  onClose: () => void;
}

/** One contact message with its replies, a reply form, and closing or reopening it. */
export function MessageThreadDialog({ id, onClose }: MessageThreadDialogProps) {
  const { t } = useLingui();
  const detail = useInboxMessage(id);
  const message = detail.data?.message;
  return (
    <Dialog
      open={id !== null}
      title={
        message ? (
          <span translate="no">{message.subject}</span>
        ) : (
          t({ message: "Message", context: "noun" })
        )
      }
      subtitle={
        message ? <span translate="no">{`${message.name} <${message.email}>`}</span> : undefined
      }
      onClose={onClose}
      className="max-w-2xl"
    >
      {id !== null &&
        (detail.isPending ? (
          <StatusScreen text={t`Loading the message...`} />
        ) : detail.isError ? (
          <ErrorPanel
            title={t`We couldn't load this message.`}
            message={detail.error.message}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <Thread key={id} detail={detail.data} />
        ))}
    </Dialog>
  );
}

function Thread({ detail }: { detail: InboxMessageDetail }) {
  const { i18n, t } = useLingui();
  const { message, thread } = detail;
  const actions = useMessageActions(message.id);
  const toast = useToast();
  // Toasts sit outside the modal dialog, under its backdrop, so failures show inside it too.
  const [serverError, setServerError] = useState<string | null>(null);
  const closed = message.status === "closed";
  const toggle = closed ? actions.reopen : actions.close;
  const email = message.email;
  const phone = message.phone;
  const guide = message.guide;
  const guideName = guide?.name;
  const guideNumber = guide?.sno;

  const changeStatus = () => {
    setServerError(null);
    toggle.mutate(undefined, {
      onSuccess: () => toast.success(closed ? t`Message reopened.` : t`Message closed.`),
      onError: (error) =>
        setServerError(errorMessage(error, t`The message could not be changed. Please try again.`)),
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1 text-sm text-stone-600">
          <StateBadge
            state={message.status}
            labels={translateAll(i18n, MESSAGE_STATUS_LABELS)}
            tones={MESSAGE_STATUS_TONES}
          />
          {message.phone && (
            <p>
              <Trans>
                Phone: <span translate="no">{phone}</span>
              </Trans>
            </p>
          )}
          {guide && (
            <p>
              <Trans>
                About guide <span translate="no">{guideName}</span> (#{guideNumber})
              </Trans>
            </p>
          )}
        </div>
        <Button variant="secondary" size="sm" disabled={toggle.isPending} onClick={changeStatus}>
          {closed ? <Trans>Reopen message</Trans> : <Trans>Close message</Trans>}
        </Button>
      </div>
      {serverError && <Alert tone="error">{serverError}</Alert>}

      <ol aria-label={t`Conversation`} className="space-y-3">
        {thread.map((entry) => (
          <li
            key={entry.key}
            className={`rounded-xl px-4 py-3 text-sm ${
              entry.kind === "reply"
                ? "ml-6 bg-brand-50 ring-1 ring-brand-100"
                : "mr-6 bg-stone-50 ring-1 ring-stone-200"
            }`}
          >
            <p className="flex flex-wrap justify-between gap-2 text-xs text-stone-500">
              <span className="font-semibold text-stone-700">
                <Author name={entry.author} reply={entry.kind === "reply"} />
              </span>
              <time dateTime={entry.createdAt}>{formatShortMoment(entry.createdAt)}</time>
            </p>
            <p
              className="mt-1 whitespace-pre-wrap text-stone-800 [overflow-wrap:anywhere]"
              translate="no"
            >
              {entry.body}
            </p>
          </li>
        ))}
      </ol>

      <ReplyForm
        email={message.email}
        send={actions.reply}
        onSent={() => toast.success(t`Reply sent to ${email}.`)}
      />
    </div>
  );
}

function Author({ name, reply }: { name: string; reply: boolean }) {
  if (!reply) return <span translate="no">{name}</span>;
  return (
    <Trans>
      <span translate="no">{name}</span> (reply)
    </Trans>
  );
}

interface ReplyFormProps {
  email: string;
  send: ReturnType<typeof useMessageActions>["reply"];
  onSent: () => void;
}

function ReplyForm({ email, send, onSent }: ReplyFormProps) {
  const { t } = useLingui();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(inboxReplyInput, { body: "" });

  const onSubmit = (input: InboxReplyInput) => {
    setServerError(null);
    send.mutate(input.body, {
      onSuccess: () => {
        reset({ body: "" });
        onSent();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, setError, ["body"])) {
          setServerError(errorMessage(error, t`The reply could not be sent. Please try again.`));
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-3">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextareaField
        label={t`Reply`}
        rows={6}
        maxLength={MAX_REPLY_LENGTH}
        hint={t`E-mailed to ${email} from the company address, with their message quoted; their answer comes to the company inbox.`}
        error={errors.body?.message}
        {...register("body")}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send reply</Trans>}
      </Button>
    </form>
  );
}
