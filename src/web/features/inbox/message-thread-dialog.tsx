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
import { formatDateTime, MESSAGE_STATUS_LABELS, MESSAGE_STATUS_TONES } from "./labels";
import { useInboxMessage, useMessageActions } from "./queries";

interface MessageThreadDialogProps {
  /** The open message; null when the dialog is closed. */
  id: number | null;
  onClose: () => void;
}

/** One contact message with its replies, a reply form, and closing or reopening it. */
export function MessageThreadDialog({ id, onClose }: MessageThreadDialogProps) {
  const detail = useInboxMessage(id);
  const message = detail.data?.message;
  return (
    <Dialog
      open={id !== null}
      title={message ? message.subject : "Message"}
      subtitle={message ? `${message.name} <${message.email}>` : undefined}
      onClose={onClose}
      className="max-w-2xl"
    >
      {id !== null &&
        (detail.isPending ? (
          <StatusScreen text="Loading the message..." />
        ) : detail.isError ? (
          <ErrorPanel
            title="We couldn't load this message."
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
  const { message, thread } = detail;
  const actions = useMessageActions(message.id);
  const toast = useToast();
  // Toasts sit outside the modal dialog, under its backdrop, so failures show inside it too.
  const [serverError, setServerError] = useState<string | null>(null);
  const closed = message.status === "closed";
  const toggle = closed ? actions.reopen : actions.close;

  const changeStatus = () => {
    setServerError(null);
    toggle.mutate(undefined, {
      onSuccess: () => toast.success(closed ? "Message reopened." : "Message closed."),
      onError: (error) =>
        setServerError(errorMessage(error, "The message could not be changed. Please try again.")),
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1 text-sm text-stone-600">
          <StateBadge
            state={message.status}
            labels={MESSAGE_STATUS_LABELS}
            tones={MESSAGE_STATUS_TONES}
          />
          {message.phone && <p>Phone: {message.phone}</p>}
          {message.guide && (
            <p>
              About guide {message.guide.name} (#{message.guide.sno})
            </p>
          )}
        </div>
        <Button variant="secondary" size="sm" disabled={toggle.isPending} onClick={changeStatus}>
          {closed ? "Reopen message" : "Close message"}
        </Button>
      </div>
      {serverError && <Alert tone="error">{serverError}</Alert>}

      <ol aria-label="Conversation" className="space-y-3">
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
                {entry.kind === "reply" ? `${entry.author} (reply)` : entry.author}
              </span>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap text-stone-800 [overflow-wrap:anywhere]">
              {entry.body}
            </p>
          </li>
        ))}
      </ol>

      <ReplyForm
        email={message.email}
        send={actions.reply}
        onSent={() => toast.success(`Reply sent to ${message.email}.`)}
      />
    </div>
  );
}

interface ReplyFormProps {
  email: string;
  send: ReturnType<typeof useMessageActions>["reply"];
  onSent: () => void;
}

function ReplyForm({ email, send, onSent }: ReplyFormProps) {
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
          setServerError(errorMessage(error, "The reply could not be sent. Please try again."));
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-3">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextareaField
        label="Reply"
        rows={6}
        maxLength={MAX_REPLY_LENGTH}
        hint={`E-mailed to ${email} from the company address, with their message quoted; their answer comes to the company inbox.`}
        error={errors.body?.message}
        {...register("body")}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send reply"}
      </Button>
    </form>
  );
}
