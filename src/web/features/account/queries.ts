import { authClient } from "@/web/lib/auth-client";
import { unwrap } from "./auth-call";

export const SESSIONS_QUERY_KEY = ["account", "sessions"] as const;

/**
 * The user's signed-in devices: the Sessions section's list and the account page's first data.
 * Never retried: its usual refusal (a session older than ten minutes) says so at once, and the
 * page's first render would otherwise wait a second for the retry.
 */
export const sessionsQuery = {
  queryKey: SESSIONS_QUERY_KEY,
  queryFn: () => unwrap(authClient.listSessions()),
  retry: false,
};
