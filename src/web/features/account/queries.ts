import { authClient } from "@/web/lib/auth-client";
import { unwrap } from "./auth-call";

export const SESSIONS_QUERY_KEY = ["account", "sessions"] as const;

/** The user's signed-in devices: the Sessions section's list and the account page's first data. */
export const sessionsQuery = {
  queryKey: SESSIONS_QUERY_KEY,
  queryFn: () => unwrap(authClient.listSessions()),
};
