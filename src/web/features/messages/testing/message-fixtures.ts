import type { ChatMessage } from "@/shared/messages/types";

export const TRAVELLER_ID = "traveller-1";
export const GUIDE_ID = "guide-1";

export function makeMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const fromGuide = id % 2 === 1;
  return {
    id,
    bookingId: "b1",
    senderId: fromGuide ? GUIDE_ID : TRAVELLER_ID,
    senderName: fromGuide ? "Asha Verma" : "Meera Traveller",
    senderRole: fromGuide ? "guide" : "traveller",
    body: `Message ${id}`,
    createdAt: new Date(Date.UTC(2026, 0, 10, 6, id)).toISOString(),
    ...overrides,
  };
}
