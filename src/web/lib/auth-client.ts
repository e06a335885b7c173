import { useEffect, useSyncExternalStore } from "react";

/**
 * A small client for our better-auth endpoints under /api/auth. better-auth's own React client
 * weighs about 13 KB gzipped on the first screen; these few calls are all the screens need.
 */

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
  createdAt: string;
  role?: string | null;
}

export interface SessionData {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

export interface AuthError {
  message: string;
  status: number;
  statusText: string;
  code?: string;
}

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

interface SessionState {
  data: SessionData | null;
  isPending: boolean;
  error: Error | null;
}

let state: SessionState = { data: null, isPending: true, error: null };
const listeners = new Set<() => void>();
let inflight: Promise<void> | null = null;

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function post<T>(path: string, body: unknown): Promise<AuthResult<T>> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as
      | (T & { message?: string; code?: string })
      | null;
    if (!response.ok) {
      return {
        data: null,
        error: {
          message: json?.message ?? "",
          code: json?.code,
          status: response.status,
          statusText: response.statusText,
        },
      };
    }
    return { data: json as T, error: null };
  } catch {
    return {
      data: null,
      error: {
        message: "Could not reach the server. Check your connection and try again.",
        status: 0,
        statusText: "",
      },
    };
  }
}

/** Asks the server who is signed in; every reader of the session updates. */
function refetchSession(): Promise<void> {
  inflight ??= (async () => {
    try {
      const response = await fetch("/api/auth/get-session", {
        credentials: "same-origin",
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`The session check answered ${response.status}.`);
      const data = (await response.json()) as SessionData | null;
      setState({ data: data?.user ? data : null, isPending: false, error: null });
    } catch (error) {
      setState({ data: null, isPending: false, error: error as Error });
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

if (typeof document !== "undefined") {
  // Signing in or out in another tab shows here when the user comes back.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !state.isPending) void refetchSession();
  });
}

function useSession() {
  const snapshot = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (state.isPending && !inflight) void refetchSession();
  }, []);
  return { ...snapshot, refetch: refetchSession };
}

export const authClient = {
  useSession,
  getSession: refetchSession,
  signIn: {
    async email(body: { email: string; password: string }) {
      const result = await post<{ user: SessionUser }>("/sign-in/email", body);
      if (!result.error) await refetchSession();
      return result;
    },
  },
  signUp: {
    email: (body: { email: string; password: string; name: string; role: string }) =>
      post<{ user: SessionUser }>("/sign-up/email", body),
  },
  async signOut() {
    const result = await post<{ success: boolean }>("/sign-out", {});
    setState({ data: null, isPending: false, error: null });
    return result;
  },
};
