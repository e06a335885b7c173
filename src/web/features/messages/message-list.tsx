import { Trans, useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import type { ChatMessage } from "@/shared/messages/types";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { formatMessageTime } from "./message-time";
import { conversationMessages, useConversation } from "./queries";

/** Closer to the top than this (px) asks for older messages. */
const LOAD_OLDER_WITHIN = 48;
/** Closer to the bottom than this (px) counts as reading the newest messages. */
const PINNED_WITHIN = 80;

interface ScrollPlace {
  fromBottom: number;
  pinned: boolean;
}

function rememberPlace(log: HTMLElement, place: ScrollPlace) {
  place.fromBottom = log.scrollHeight - log.scrollTop;
  place.pinned = place.fromBottom - log.clientHeight < PINNED_WITHIN;
}

interface MessageListProps {
  bookingId: string;
  myId: string | null;
  label: string;
}

/** The conversation, newest last; older pages load on scrolling to the top or on request. */
export function MessageList({ bookingId, myId, label }: MessageListProps) {
  const { t } = useLingui();
  const conversation = useConversation(bookingId);
  const messages = conversationMessages(conversation.data);
  const logRef = useRef<HTMLDivElement>(null);
  const view = useRef({ firstId: 0, lastId: 0, fromBottom: 0, pinned: true });
  const firstId = messages[0]?.id ?? 0;
  const lastId = messages.at(-1)?.id ?? 0;
  const lastIsMine = messages.at(-1)?.senderId === myId;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = conversation;

  useLayoutEffect(() => {
    const log = logRef.current;
    const seen = view.current;
    if (!log) return;
    const newAtEnd = lastId !== seen.lastId;
    const olderAtStart = firstId !== seen.firstId;
    if (newAtEnd && (seen.pinned || lastIsMine || seen.lastId === 0)) {
      log.scrollTop = log.scrollHeight;
    } else if (olderAtStart) {
      // Older messages went in above: keep the ones being read where they were.
      log.scrollTop = log.scrollHeight - seen.fromBottom;
    }
    seen.firstId = firstId;
    seen.lastId = lastId;
    rememberPlace(log, seen);
  }, [firstId, lastId, lastIsMine]);

  const loadOlder = () => {
    if (!hasNextPage || isFetchingNextPage) return;
    void fetchNextPage().then((result) => {
      // The button that asked is gone once the start is reached; the log keeps the focus.
      if (!result.hasNextPage && document.activeElement === document.body) logRef.current?.focus();
    });
  };

  const onScroll = () => {
    if (logRef.current) rememberPlace(logRef.current, view.current);
    if ((logRef.current?.scrollTop ?? 0) < LOAD_OLDER_WITHIN) loadOlder();
  };

  return (
    <div
      ref={logRef}
      role="log"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard to scroll it.
      tabIndex={0}
      onScroll={onScroll}
      className="flex-1 overflow-y-auto bg-stone-50 px-5 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      {conversation.isPending ? (
        <p className="py-10 text-center text-sm text-stone-500">
          <Trans>Loading messages...</Trans>
        </p>
      ) : conversation.isError ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-sm text-red-800">
            {errorMessage(conversation.error, t`We couldn't load the messages.`)}
          </p>
          <Button onClick={() => void conversation.refetch()} variant="secondary">
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-stone-500">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <>
          {hasNextPage && (
            <div className="mb-4 flex justify-center">
              <Button
                onClick={loadOlder}
                aria-disabled={isFetchingNextPage || undefined}
                variant="secondary"
                size="sm"
                className="aria-disabled:cursor-wait aria-disabled:opacity-60"
              >
                {isFetchingNextPage ? t`Loading earlier messages...` : t`Load earlier messages`}
              </Button>
            </div>
          )}
          <ol className="space-y-3">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} mine={message.senderId === myId} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function MessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t } = useLingui();
  return (
    <li className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <p className="mb-0.5 text-xs text-stone-500">
        <span translate="no" className="font-semibold text-stone-700">
          {message.senderName}
        </span>
        {message.senderRole === "admin" && ` ${t`(admin)`}`}
        {" · "}
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
      </p>
      <p
        translate="no"
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] ${
          mine
            ? "rounded-br-sm bg-brand-700 text-white"
            : "rounded-bl-sm bg-white text-stone-900 ring-1 ring-stone-200"
        }`}
      >
        {message.body}
      </p>
    </li>
  );
}
