export interface ChatMessage {
  id: number;
  bookingId: string;
  senderId: string | null;
  senderName: string;
  senderRole: "traveller" | "guide" | "admin";
  body: string;
  createdAt: string;
}

export interface UnreadCounts {
  total: number;
  /** Booking id → unread messages from the other party. */
  byBooking: Record<string, number>;
}
