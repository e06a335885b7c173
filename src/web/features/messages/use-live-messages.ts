import { type QueryClient, QueryClientContext } from "@tanstack/react-query";
import { useContext, useEffect } from "react";
import { useCurrentUser } from "@/web/lib/use-current-user";
import { LiveConnection } from "./live-connection";
import { addMessageToCache, messageKeys } from "./queries";

interface SharedConnection {
  userId: string;
  connection: LiveConnection;
  users: number;
  closeTimer?: ReturnType<typeof setTimeout>;
}

// One stream per tab (per query cache), however many components ask for it.
const shared = new WeakMap<QueryClient, SharedConnection>();

function isBeingRead(queryClient: QueryClient, bookingId: string): boolean {
  const open = queryClient
    .getQueryCache()
    .find({ queryKey: messageKeys.conversation(bookingId), exact: true });
  return (open?.getObserversCount() ?? 0) > 0 && document.visibilityState !== "hidden";
}

function connect(queryClient: QueryClient) {
  return new LiveConnection({
    onMessage: (message) => {
      addMessageToCache(queryClient, message);
      // An open conversation in view marks the message read and refreshes the counts itself.
      if (!isBeingRead(queryClient, message.bookingId)) {
        void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      }
    },
    onReady: () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

function join(queryClient: QueryClient, userId: string): () => void {
  let entry = shared.get(queryClient);
  if (entry && entry.userId !== userId) {
    clearTimeout(entry.closeTimer);
    entry.connection.close();
    entry = undefined;
  }
  if (!entry) {
    entry = { userId, connection: connect(queryClient), users: 0 };
    shared.set(queryClient, entry);
  }
  const joined = entry;
  clearTimeout(joined.closeTimer);
  joined.users += 1;
  return () => {
    joined.users -= 1;
    if (joined.users > 0) return;
    // A remount in the same tick (React's strict mode, a route change) keeps the stream.
    joined.closeTimer = setTimeout(() => {
      if (joined.users > 0) return;
      joined.connection.close();
      if (shared.get(queryClient) === joined) shared.delete(queryClient);
    }, 0);
  };
}

/**
 * Keeps the signed-in user's live message stream open and feeds it into the query cache: new
 * messages join their open conversation and refresh the unread counts. Closes on sign-out.
 */
export function useLiveMessages() {
  // The layout also renders in tests of routing alone, without the app's query cache.
  const queryClient = useContext(QueryClientContext);
  const userId = useCurrentUser().user?.id ?? null;
  useEffect(() => {
    if (!userId || !queryClient) return;
    return join(queryClient, userId);
  }, [queryClient, userId]);
}
