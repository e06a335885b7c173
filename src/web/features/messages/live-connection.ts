import type { ChatMessage } from "@/shared/messages/types";

export const EVENTS_PATH = "/api/events";
/** Waits before opening the stream again after the browser gave up on it (spec §9 realtime backoff). */
export const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

export interface LiveHandlers {
  onMessage: (message: ChatMessage) => void;
  /** The stream is (again) connected: anything missed before it may need a refetch. */
  onReady: () => void;
}

function parseMessage(data: string): ChatMessage | null {
  try {
    const message = JSON.parse(data) as Partial<ChatMessage> | null;
    return message && typeof message.id === "number" && typeof message.bookingId === "string"
      ? (message as ChatMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's event stream. EventSource reconnects by itself after a dropped connection
 * and sends Last-Event-ID; when it gives up for good (an error status such as a 502 during a
 * deploy), this opens a new one after a pause and says where to resume with `lastEventId`.
 */
export class LiveConnection {
  private source: EventSource | null = null;
  private lastEventId = 0;
  private failures = 0;
  private reopenTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(private readonly handlers: LiveHandlers) {
    this.open();
  }

  close() {
    this.closed = true;
    clearTimeout(this.reopenTimer);
    this.source?.close();
    this.source = null;
  }

  private open() {
    if (this.closed || typeof EventSource === "undefined") return;
    const url =
      this.lastEventId > 0 ? `${EVENTS_PATH}?lastEventId=${this.lastEventId}` : EVENTS_PATH;
    const source = new EventSource(url);
    this.source = source;
    source.addEventListener("ready", () => {
      this.failures = 0;
      this.handlers.onReady();
    });
    source.addEventListener("message", (event) => {
      const message = parseMessage(event.data);
      if (!message) return;
      this.lastEventId = Math.max(this.lastEventId, message.id);
      this.handlers.onMessage(message);
    });
    source.addEventListener("error", () => {
      if (source.readyState !== EventSource.CLOSED || this.source !== source) return;
      source.close();
      const delay = REOPEN_DELAYS_MS[Math.min(this.failures, REOPEN_DELAYS_MS.length - 1)];
      this.failures += 1;
      this.reopenTimer = setTimeout(() => this.open(), delay);
    });
  }
}
