import type { DatabaseHandle, ListenEvents } from "@/server/db/client";
import type { ChatMessage } from "@/shared/messages/types";
import type { Logger } from "./logger";

export const MESSAGES_CHANNEL = "chat_messages";

export interface MessageEvent {
  message: ChatMessage;
  /** The account ids that may see it: the traveller and the guide of the booking. */
  participants: string[];
}

type Listener = (event: MessageEvent) => void;

/** Whether announcements reach this server: what /readyz reports as `live`. */
export interface LiveHealth {
  live: "ok" | "reconnecting";
  /** While reconnecting: since when announcements have been missed. */
  since?: string;
  /** How often the listening connection came back since start-up. */
  reconnects: number;
}

/** Everyone, for admins' streams. */
export const ALL = "*";

/**
 * Fans NOTIFY events out to the event streams open on this server. The database is the source of
 * truth; this only routes announcements, so any server can deliver any message. When the listening
 * connection comes back after a loss, every subscriber's `onReconnect` runs so its stream can fetch
 * from the database what was announced meanwhile.
 */
export function createRealtime(database: Pick<DatabaseHandle, "listen">, logger: Logger) {
  const listeners = new Map<string, Set<Listener>>();
  const reconnected = new Set<() => void>();
  let stop: (() => Promise<void>) | undefined;
  /** Other channels heard on their own connections: a change elsewhere, and any gap in hearing. */
  const channels: { name: string; onNotify: (payload: string) => void; events: ListenEvents }[] =
    [];
  const stopChannels: (() => Promise<void>)[] = [];
  let downSince: Date | undefined;
  let reconnects = 0;

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
    /**
     * Listens to `name` too, from start() to close(), on its own connection; `events` hears when
     * it is lost (notifications are then missed) and when it is back.
     */
    channel(name: string, onNotify: (payload: string) => void, events: ListenEvents) {
      channels.push({ name, onNotify, events });
    },
    async start() {
      for (const c of channels)
        stopChannels.push(await database.listen(c.name, c.onNotify, c.events));
      stop = await database.listen(MESSAGES_CHANNEL, dispatch, {
        down(error) {
          downSince ??= new Date();
          logger.warn({ err: error }, "live delivery lost its database connection; reconnecting");
        },
        up() {
          const downMs = downSince ? Date.now() - downSince.getTime() : 0;
          downSince = undefined;
          reconnects += 1;
          logger.info({ downMs, streams: reconnected.size }, "live delivery is listening again");
          for (const catchUp of [...reconnected]) catchUp();
        },
      });
    },
    health(): LiveHealth {
      return downSince
        ? { live: "reconnecting", since: downSince.toISOString(), reconnects }
        : { live: "ok", reconnects };
    },
    /**
     * Passes on the events for `key` (an account id, or ALL). `onReconnect` runs each time the
     * listening connection is back after a loss, when events may have been missed.
     */
    subscribe(key: string, listener: Listener, onReconnect?: () => void): () => void {
      const set = listeners.get(key) ?? new Set<Listener>();
      listeners.set(key, set);
      set.add(listener);
      if (onReconnect) reconnected.add(onReconnect);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
        if (onReconnect) reconnected.delete(onReconnect);
      };
    },
    async close() {
      for (const stopChannel of stopChannels.splice(0)) await stopChannel();
      await stop?.();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
