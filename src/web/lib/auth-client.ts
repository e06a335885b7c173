import { useEffect, useSyncExternalStore } from "react";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/shared/constants";
import { SESSION_PATH } from "@/shared/session-path";
import { acceptLanguage, NOT_REACHED_MESSAGE, NOT_SENT_MESSAGE } from "@/web/lib/i18n";
import { forgetOfflineData } from "@/web/lib/offline-data";

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
  twoFactorEnabled?: boolean | null;
  /** The language kept on the account (issue 15); it wins over this browser's at sign-in. */
  language?: string | null;
}

/** One signed-in device, as get-session and list-sessions describe it. */
export interface DeviceSession {
  id: string;
  token: string;
  expiresAt: string;
  createdAt?: string;
  updatedAt?: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export interface SessionData {
  user: SessionUser;
  session: { id: string; expiresAt: string } & Partial<DeviceSession>;
}

export interface AuthError {
  message: string;
  status: number;
  statusText: string;
  code?: string;
}

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

export type SignInAnswer = { user: SessionUser } | { twoFactorRedirect: true };

interface SessionState {
  data: SessionData | null;
  isPending: boolean;
  error: Error | null;
}

/** Where links in our e-mails land (better-auth appends `?error=` when one has expired). */
export const EMAIL_VERIFIED_PATH = "/email-verified";

/** better-auth's terse messages, said as sentences; any other code keeps the server's words. */
const CLEAR_MESSAGES: Record<string, string> = {
  INVALID_CODE: "That code is not right. Check your authenticator app and try again.",
  INVALID_BACKUP_CODE: "That backup code is not right, or it has already been used.",
  INVALID_OTP: "That code is not right. Check the email we sent and try again.",
  OTP_EXPIRED: "That code has expired. Please ask for a new one.",
  OTP_HAS_EXPIRED: "That code has expired. Please ask for a new one.",
  TOO_MANY_ATTEMPTS: "Too many wrong codes. Please ask for a new one.",
  INVALID_PASSWORD: "That password is not right.",
  INVALID_TOKEN: "This link is not valid or has already been used. Please ask for a new one.",
  TOKEN_EXPIRED: "This link has expired. Please ask for a new one.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in took too long. Please log in again.",
  SESSION_NOT_FRESH: "For your security, please log in again to do this.",
  SESSION_EXPIRED: "Your session has expired. Please log in again.",
  PASSWORD_TOO_SHORT: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  PASSWORD_TOO_LONG: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  UNAUTHORIZED: "You are not logged in. Please log in again.",
};

interface ErrorBody {
  message?: string;
  code?: string;
  /** Our own API's shape (rate limits, the origin check): `{ error: { code, message } }`. */
  error?: { message?: string; code?: string } | string;
}

function errorOf(response: Response, body: ErrorBody | null): AuthError {
  const ours = typeof body?.error === "object" ? body.error : undefined;
  const code = ours?.code ?? body?.code;
  const serverMessage = ours?.message ?? body?.message ?? "";
  return {
    message: (code && CLEAR_MESSAGES[code]) || serverMessage,
    code,
    status: response.status,
    statusText: response.statusText,
  };
}

async function call<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<AuthResult<T>> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method,
      credentials: "same-origin",
      // The language goes along: sign-up and recovery e-mails are written in it (issue 15).
      headers:
        method === "POST"
          ? {
              accept: "application/json",
              "accept-language": acceptLanguage(),
              "content-type": "application/json",
            }
          : { accept: "application/json", "accept-language": acceptLanguage() },
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
    });
    const json = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) return { data: null, error: errorOf(response, json as ErrorBody | null) };
    return { data: json as T, error: null };
  } catch {
    const message = method === "POST" ? NOT_SENT_MESSAGE : NOT_REACHED_MESSAGE;
    return { data: null, error: { message, status: 0, statusText: "" } };
  }
}

const post = <T>(path: string, body: unknown) => call<T>("POST", path, body);
const get = <T>(path: string) => call<T>("GET", path);

let state: SessionState = { data: null, isPending: true, error: null };
const listeners = new Set<() => void>();
let inflight: Promise<void> | null = null;
/** When the server last said who is signed in (`performance.now()`); a failed check does not count. */
let answeredAt = Number.NEGATIVE_INFINITY;

export interface SessionCheck {
  /** An answer at most this old is taken as the answer: nothing is asked. */
  unlessAnsweredWithinMs?: number;
}

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server who is signed in; every reader of the session updates. */
function refetchSession({ unlessAnsweredWithinMs = 0 }: SessionCheck = {}): Promise<void> {
  if (!inflight && !state.isPending && performance.now() - answeredAt < unlessAnsweredWithinMs)
    return Promise.resolve();
  inflight ??= (async () => {
    try {
      const response = await fetch(SESSION_PATH, {
        credentials: "same-origin",
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`The session check answered ${response.status}.`);
      const data = (await response.json()) as SessionData | null;
      answeredAt = performance.now();
      const next = data?.user ? data : null;
      // The same answer again (every navigation asks) changes nothing, so nothing re-renders.
      if (!state.isPending && !state.error && JSON.stringify(next) === JSON.stringify(state.data))
        return;
      setState({ data: next, isPending: false, error: null });
    } catch (error) {
      answeredAt = Number.NEGATIVE_INFINITY;
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

/** On the server, the session of the reader whose page is rendered (src/web/server-render.tsx). */
export function primeSession(data: SessionData | null): void {
  state = { data, isPending: false, error: null };
  answeredAt = performance.now();
}

function useSession() {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(() => {
    if (state.isPending && !inflight) void refetchSession();
  }, []);
  return { ...snapshot, refetch: refetchSession };
}

/** Runs a call that changes who is signed in, then refreshes the session store when it worked. */
async function thenRefresh<T>(result: Promise<AuthResult<T>>): Promise<AuthResult<T>> {
  const outcome = await result;
  if (!outcome.error) await refetchSession();
  return outcome;
}

/** A call that ends this device's session: the offline copies of its answers go with it. */
async function forgottenOnSuccess<T>(result: Promise<AuthResult<T>>): Promise<AuthResult<T>> {
  const outcome = await result;
  if (!outcome.error) await forgetOfflineData();
  return outcome;
}

type Status = { status: boolean };

export const authClient = {
  useSession,
  getSession: refetchSession,
  /** Whether the last session check found someone signed in. */
  signedIn: () => state.data !== null,
  signIn: {
    /** Answers `{ twoFactorRedirect: true }` when the account asks for a second factor. */
    async email(body: { email: string; password: string }) {
      const result = await post<SignInAnswer>("/sign-in/email", {
        ...body,
        // Where the verification link that sign-in re-sends to an unverified address lands.
        callbackURL: EMAIL_VERIFIED_PATH,
      });
      if (!result.error && !("twoFactorRedirect" in result.data)) await refetchSession();
      return result;
    },
    magicLink: (body: { email: string; callbackURL: string; errorCallbackURL?: string }) =>
      post<Status>("/sign-in/magic-link", body),
    emailOtp: (body: { email: string; otp: string }) =>
      thenRefresh(post<{ user: SessionUser }>("/sign-in/email-otp", body)),
  },
  signUp: {
    email: (body: { email: string; password: string; name: string; role: string }) =>
      post<{ user: SessionUser }>("/sign-up/email", { ...body, callbackURL: EMAIL_VERIFIED_PATH }),
  },
  /** Also forgets this person's offline copies, even when the server could not be told. */
  async signOut() {
    const [result] = await Promise.all([
      post<{ success: boolean }>("/sign-out", {}),
      forgetOfflineData(),
    ]);
    setState({ data: null, isPending: false, error: null });
    return result;
  },
  emailOtp: {
    sendSignInCode: (email: string) =>
      post<{ success: boolean }>("/email-otp/send-verification-otp", { email, type: "sign-in" }),
  },
  sendVerificationEmail: (email: string) =>
    post<Status>("/send-verification-email", { email, callbackURL: EMAIL_VERIFIED_PATH }),
  requestPasswordReset: (email: string) =>
    post<Status>("/request-password-reset", { email, redirectTo: "/reset-password" }),
  resetPassword: (body: { newPassword: string; token: string }) =>
    post<Status>("/reset-password", body),
  changePassword: (body: {
    currentPassword: string;
    newPassword: string;
    revokeOtherSessions: boolean;
  }) => thenRefresh(post<{ token: string | null; user: SessionUser }>("/change-password", body)),
  deleteUser: (body: { password: string }) =>
    forgottenOnSuccess(post<{ success: boolean; message: string }>("/delete-user", body)),
  listSessions: () => get<DeviceSession[]>("/list-sessions"),
  revokeSession: (token: string) => post<Status>("/revoke-session", { token }),
  revokeOtherSessions: () => post<Status>("/revoke-other-sessions", {}),
  /** Signs this device out too; the caller reloads the page rather than follow the store. */
  revokeSessions: () => forgottenOnSuccess(post<Status>("/revoke-sessions", {})),
  twoFactor: {
    enable: (body: { password: string }) =>
      post<{ totpURI: string; backupCodes: string[] }>("/two-factor/enable", body),
    /** At sign-in (the challenge) and to confirm enrolment; both change the session. */
    verifyTotp: (body: { code: string; trustDevice?: boolean }) =>
      thenRefresh(post<{ token: string; user: SessionUser }>("/two-factor/verify-totp", body)),
    verifyBackupCode: (body: { code: string; trustDevice?: boolean }) =>
      thenRefresh(
        post<{ token: string; user: SessionUser }>("/two-factor/verify-backup-code", body),
      ),
    disable: (body: { password: string }) => thenRefresh(post<Status>("/two-factor/disable", body)),
    generateBackupCodes: (body: { password: string }) =>
      post<{ status: boolean; backupCodes: string[] }>("/two-factor/generate-backup-codes", body),
  },
};
