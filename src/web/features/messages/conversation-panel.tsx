import { type RefObject, useEffect, useId, useRef } from "react";
import type { ChatMessage } from "@/shared/messages/types";
import { CloseIcon } from "@/web/components/ui/icons";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { conversationMessages, useConversation, useMarkRead, useUnreadCount } from "./queries";
import { useDocumentVisible } from "./use-document-visible";

export interface ConversationTopic {
  bookingId: string;
  /** Who the viewer is writing to: the traveller for a guide, the guide for a traveller. */
  counterpartName: string;
  packageName: string;
}

interface ConversationPanelProps {
  /** The open conversation; null keeps the panel closed. */
  topic: ConversationTopic | null;
  onClose: () => void;
}

/** The spec's 'Messages' side panel: one booking's conversation between traveller and guide. */
export function ConversationPanel({ topic, onClose }: ConversationPanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const open = topic !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal/close; the open attribute keeps the content reachable there.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.open = true;
      const log = dialog.querySelector<HTMLElement>("[role=log]");
      if (log) log.scrollTop = log.scrollHeight;
      inputRef.current?.focus();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.open = false;
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-white p-0 shadow-2xl backdrop:bg-black/40"
    >
      {topic && (
        <Conversation
          key={topic.bookingId}
          topic={topic}
          titleId={titleId}
          inputRef={inputRef}
          onClose={onClose}
        />
      )}
    </dialog>
  );
}

interface ConversationProps {
  topic: ConversationTopic;
  titleId: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onClose: () => void;
}

function Conversation({ topic, titleId, inputRef, onClose }: ConversationProps) {
  const myId = useCurrentUser().user?.id ?? null;
  const conversation = useConversation(topic.bookingId);
  useMarkReadWhileOpen(topic.bookingId, conversationMessages(conversation.data), myId);

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-3 border-b border-stone-200 px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            Messages
          </h2>
          <p className="truncate text-sm text-stone-600">
            {topic.counterpartName} · {topic.packageName}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <MessageList
        bookingId={topic.bookingId}
        myId={myId}
        label={`Messages with ${topic.counterpartName}`}
      />
      <MessageComposer bookingId={topic.bookingId} inputRef={inputRef} />
    </div>
  );
}

/** Reading the open conversation marks it read, now and whenever a message arrives. */
function useMarkReadWhileOpen(bookingId: string, messages: ChatMessage[], myId: string | null) {
  const visible = useDocumentVisible();
  const unread = useUnreadCount(bookingId);
  const { mutate: markRead } = useMarkRead(bookingId);
  const markedUpTo = useRef(0);
  const newest = messages.at(-1);
  const newestId = newest?.id ?? 0;
  // Sending already marks the conversation read up to the message sent.
  const nothingNew = newest?.senderId === myId && unread === 0;

  useEffect(() => {
    if (!visible || newestId <= markedUpTo.current || nothingNew) return;
    markedUpTo.current = newestId;
    markRead(newestId);
  }, [visible, newestId, nothingNew, markRead]);
}
