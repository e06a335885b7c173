import { HttpResponse, http } from "msw";
import type { DeviceSession, SessionData } from "@/web/lib/auth-client";

/** better-auth's reads under /api/auth; signed out unless told otherwise. */
export const auth = {
  /** `data` may be a function so a test can change who is signed in half-way. */
  session: (data: SessionData | null | (() => SessionData | null) = null) =>
    http.get("/api/auth/get-session", () =>
      HttpResponse.json(typeof data === "function" ? data() : data),
    ),
  devices: (devices: DeviceSession[]) =>
    http.get("/api/auth/list-sessions", () => HttpResponse.json(devices)),
};

export const authDefaults = [auth.session()];
