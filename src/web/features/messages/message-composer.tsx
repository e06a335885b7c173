import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type RefObject, useId, useState } from "react";
import { MESSAGE_MAX_LENGTH, messageBodyField } from "@/shared/messages/schema";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/input";
import { errorMessage } from "@/web/components/ui/server-errors";
import { ApiError } from "@/web/lib/api";
import { useSubmissionKey } from "@/web/lib/use-submission-key";
import { useSendMessage } from "./queries";

export const MESSAGE_PLACEHOLDER = msg`Type a message...`;
export const SEND_FAILED = msg`Your message was not sent. Please try again.`;
/** The counter appears this many characters before the limit. */
const COUNTER_WITHIN = 200;

/** "12 characters left"; called while the composer renders, so it follows a language switch. */
export function counterText(remaining: number): string {
  if (remaining < 0) {
    const over = -remaining;
    return plural(over, {
      one: "# character over the limit",
      other: "# characters over the limit",
    });
  }
  return plural(remaining, { one: "# character left", other: "# characters left" });
}

function sendError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fields?.body) return error.fields.body;
  return errorMessage(error, fallback);
}

interface MessageComposerProps {
  bookingId: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; a failed send keeps the text. */
export function MessageComposer({ bookingId, inputRef }: MessageComposerProps) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState("");
  const send = useSendMessage(bookingId);
  const submission = useSubmissionKey();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const counterId = `${inputId}-counter`;
  const errorId = `${inputId}-error`;

  const length = draft.trim().length;
  const remaining = MESSAGE_MAX_LENGTH - length;
  const showCounter = remaining <= COUNTER_WITHIN;

  const submit = () => {
    if (send.isPending || length === 0) return;
    const parsed = messageBodyField.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? i18n._(SEND_FAILED));
      return;
    }
    setError("");
    const sent = draft;
    const body = parsed.data;
    send.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: () => {
          submission.succeeded();
          setDraft((current) => (current === sent ? "" : current));
          inputRef.current?.focus();
        },
        onError: (failure) => setError(sendError(failure, i18n._(SEND_FAILED))),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const describedBy = [hintId, showCounter && counterId, error && errorId]
    .filter(Boolean)
    .join(" ");

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="border-t border-stone-200 px-5 py-4"
    >
      <label htmlFor={inputId} className="sr-only">
        {i18n._(MESSAGE_PLACEHOLDER)}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={inputRef}
          id={inputId}
          rows={2}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError("");
          }}
          onKeyDown={onKeyDown}
          placeholder={i18n._(MESSAGE_PLACEHOLDER)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="max-h-40 min-h-11 resize-y"
        />
        <Button
          type="submit"
          disabled={length === 0}
          aria-disabled={send.isPending || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          <Trans>Send</Trans>
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-3 text-xs text-stone-500">
        <p id={hintId}>
          <Trans>Enter sends, Shift+Enter adds a line.</Trans>
        </p>
        {showCounter && (
          <p
            id={counterId}
            className={remaining < 0 ? "font-semibold text-red-700" : "text-stone-600"}
          >
            {counterText(remaining)}
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
