import type { DatabaseHandle } from "@/server/db/client";
import type { ChatMessage } from "@/shared/messages/types";
import type { Logger } from "./logger";

export const MESSAGES_CHANNEL = "chat_messages";

export interface MessageEvent {
  message: ChatMessage;
  /** The account ids that may see it: the traveller and the guide of the booking. */
  participants: string[];
}

type Listener = (event: MessageEvent) => void;

/** Everyone, for admins' streams. */
export const ALL = "*";

/**
 * Fans NOTIFY events out to the event streams open on this server. The database is the source of
 * truth; this only routes announcements, so any server can deliver any message.
 */
export function createRealtime(database: Pick<DatabaseHandle, "listen">, logger: Logger) {
  const listeners = new Map<string, Set<Listener>>();
  let stop: (() => Promise<void>) | undefined;

  function dispatch(payload: string) {
    let event: MessageEvent;
    try {
      event = JSON.parse(payload) as MessageEvent;
    } catch (error) {
      logger.warn({ err: error }, "unreadable message notification");
      return;
    }
    for (const key of [...event.participants, ALL]) {
      for (const listener of listeners.get(key) ?? []) listener(event);
    }
  }

  return {
    async start() {
      stop = await database.listen(MESSAGES_CHANNEL, dispatch);
    },
    subscribe(key: string, listener: Listener): () => void {
      const set = listeners.get(key) ?? new Set<Listener>();
      listeners.set(key, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    async close() {
      await stop?.();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
