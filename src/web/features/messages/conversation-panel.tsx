import { useLingui } from "@lingui/react/macro";
import { type RefObject, useEffect, useRef } from "react";
import type { ChatMessage } from "@/shared/messages/types";
import { Dialog } from "@/web/components/ui/dialog";
import { useCurrentUser } from "@/web/lib/use-current-user";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { conversationMessages, useConversation, useMarkRead, useUnreadCount } from "./queries";
import { useDocumentVisible } from "./use-document-visible";

export interface ConversationTopic {
  bookingId: string;
  /** Who the viewer is writing to: the traveller for a guide, the guide for a traveller. */
  counterpartName: string;
  /** The package as the page names it, and "en" when that is English. */
  packageName: string;
  packageLang?: "en";
}

interface ConversationPanelProps {
  /** The open conversation; null keeps the panel closed. */
  topic: ConversationTopic | null;
  onClose: () => void;
}

/** The spec's 'Messages' side panel: one booking's conversation between traveller and guide. */
export function ConversationPanel({ topic, onClose }: ConversationPanelProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  return (
    <Dialog
      open={topic !== null}
      placement="side"
      title={t`Messages`}
      subtitle={
        topic && (
          <>
            <span translate="no">{topic.counterpartName}</span> ·{" "}
            <span lang={topic.packageLang}>{topic.packageName}</span>
          </>
        )
      }
      onClose={onClose}
      onOpened={(dialog) => {
        const log = dialog.querySelector<HTMLElement>("[role=log]");
        if (log) log.scrollTop = log.scrollHeight;
        inputRef.current?.focus();
      }}
    >
      {topic && <Conversation key={topic.bookingId} topic={topic} inputRef={inputRef} />}
    </Dialog>
  );
}

interface ConversationProps {
  topic: ConversationTopic;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

function Conversation({ topic, inputRef }: ConversationProps) {
  const { t } = useLingui();
  const myId = useCurrentUser().user?.id ?? null;
  const counterpartName = topic.counterpartName;
  const conversation = useConversation(topic.bookingId);
  useMarkReadWhileOpen(topic.bookingId, conversationMessages(conversation.data), myId);

  return (
    <>
      <MessageList
        bookingId={topic.bookingId}
        myId={myId}
        label={t`Messages with ${counterpartName}`}
      />
      <MessageComposer bookingId={topic.bookingId} inputRef={inputRef} />
    </>
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
