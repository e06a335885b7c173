import { type ComponentType, createContext, type ReactNode, useContext } from "react";

/** Who a dashboard conversation is with; the same shape the messages feature's panel takes. */
export interface DashboardConversationTopic {
  bookingId: string;
  counterpartName: string;
  packageName: string;
  packageLang?: "en";
}

/**
 * What the dashboard shows of messaging. The route passes the messages feature's components
 * (features never import each other), and every card below reads them from here.
 */
export interface DashboardMessaging {
  /** A booking's Message button, which also shows its unread count. */
  MessageButton: ComponentType<{
    bookingId: string;
    onClick: () => void;
    describedBy?: string;
    children: ReactNode;
  }>;
  /** "2 unread messages" beside a booking whose card has no Message button. */
  UnreadNote: ComponentType<{ bookingId: string }>;
  /** The side panel with one booking's conversation; a null topic keeps it closed. */
  ConversationPanel: ComponentType<{
    topic: DashboardConversationTopic | null;
    onClose: () => void;
  }>;
}

const MessagingContext = createContext<DashboardMessaging | null>(null);

export const DashboardMessagingProvider = MessagingContext.Provider;

export function useDashboardMessaging(): DashboardMessaging {
  const messaging = useContext(MessagingContext);
  if (!messaging) throw new Error("Dashboard cards need a DashboardMessagingProvider.");
  return messaging;
}
