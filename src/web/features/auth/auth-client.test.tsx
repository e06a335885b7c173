import { auth } from "@tests/support/msw/handlers/auth";
import { sent } from "@tests/support/msw/journal";
import { apiError, authError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_CACHES } from "@/shared/offline-caches";
import { authClient } from "@/web/lib/auth-client";
import { NOT_SENT_MESSAGE } from "@/web/lib/i18n";

const paths = () => sent().map((request) => `${request.method} ${request.url.pathname}`);
const bodies = () => sent().map((request) => request.body);

describe("auth client errors", () => {
  it("reads our own API's error shape, such as a rate limit", async () => {
    server.use(
      http.post("/api/auth/sign-in/email", () =>
        apiError(429, "RATE_LIMITED", "Too many attempts. Please wait 10 minutes and try again."),
      ),
    );
    const { error } = await authClient.signIn.email({ email: "a@b.in", password: "x" });
    expect(error).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait 10 minutes and try again.",
    });
  });

  it("keeps better-auth's message, and says its terse ones as sentences", async () => {
    server.use(
      http.post("/api/auth/sign-in/email", () =>
        authError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"),
      ),
      http.post("/api/auth/two-factor/verify-totp", () =>
        authError(401, "INVALID_CODE", "Invalid code"),
      ),
    );
    const signIn = await authClient.signIn.email({ email: "a@b.in", password: "x" });
    expect(signIn.error?.message).toBe("Invalid email or password");
    const totp = await authClient.twoFactor.verifyTotp({ code: "123456" });
    expect(totp.error).toMatchObject({
      code: "INVALID_CODE",
      message: "That code is not right. Check your authenticator app and try again.",
    });
  });

  it("says when the server cannot be reached", async () => {
    server.use(http.post("/api/auth/request-password-reset", () => HttpResponse.error()));
    const { error } = await authClient.requestPasswordReset("a@b.in");
    expect(error?.message).toBe(NOT_SENT_MESSAGE);
  });
});

describe("auth client calls", () => {
  it("sends e-mail links back to /email-verified and refreshes the session after sign-in", async () => {
    server.use(
      http.post("/api/auth/sign-up/email", () => HttpResponse.json({ user: { id: "u1" } })),
      http.post("/api/auth/sign-in/email", () => HttpResponse.json({ user: { id: "u1" } })),
      auth.session(null),
    );
    await authClient.signUp.email({ email: "a@b.in", password: "p", name: "", role: "user" });
    expect(bodies()[0]).toEqual({
      email: "a@b.in",
      password: "p",
      name: "",
      role: "user",
      callbackURL: "/email-verified",
    });
    await authClient.signIn.email({ email: "a@b.in", password: "p" });
    expect(bodies()[1]).toMatchObject({ callbackURL: "/email-verified" });
    expect(paths()[2]).toBe("GET /api/auth/get-session");
  });

  it("does not look for a session while the second factor is still to come", async () => {
    server.use(
      http.post("/api/auth/sign-in/email", () => HttpResponse.json({ twoFactorRedirect: true })),
    );
    const { data } = await authClient.signIn.email({ email: "a@b.in", password: "p" });
    expect(data).toEqual({ twoFactorRedirect: true });
    expect(paths()).toEqual(["POST /api/auth/sign-in/email"]);
  });

  it("asks for sign-in codes and password resets with the right bodies", async () => {
    server.use(
      http.post("/api/auth/email-otp/send-verification-otp", () =>
        HttpResponse.json({ success: true }),
      ),
      http.post("/api/auth/request-password-reset", () => HttpResponse.json({ status: true })),
    );
    await authClient.emailOtp.sendSignInCode("a@b.in");
    await authClient.requestPasswordReset("a@b.in");
    expect(bodies()[0]).toEqual({ email: "a@b.in", type: "sign-in" });
    expect(bodies()[1]).toEqual({ email: "a@b.in", redirectTo: "/reset-password" });
  });
});

describe("the offline copies of a signed-in person's answers", () => {
  /** Cache Storage as the page sees it: which caches were deleted. */
  function fakeCaches() {
    const deleted: string[] = [];
    vi.stubGlobal("caches", {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    return deleted;
  }
  afterEach(() => vi.unstubAllGlobals());

  it("are deleted on sign-out, even when the server cannot be reached", async () => {
    const deleted = fakeCaches();
    server.use(http.post("/api/auth/sign-out", () => HttpResponse.error()));
    await authClient.signOut();
    expect(deleted).toEqual([OFFLINE_CACHES.api]);
  });

  it("are deleted when this device's sessions end, and kept when that fails", async () => {
    const deleted = fakeCaches();
    server.use(http.post("/api/auth/revoke-sessions", () => authError(403, "FORBIDDEN", "No")));
    await authClient.revokeSessions();
    expect(deleted).toEqual([]);
    server.use(http.post("/api/auth/revoke-sessions", () => HttpResponse.json({ status: true })));
    await authClient.revokeSessions();
    expect(deleted).toEqual([OFFLINE_CACHES.api]);
  });

  it("never hold up signing out where the page has no Cache Storage", async () => {
    vi.stubGlobal("caches", undefined);
    server.use(http.post("/api/auth/sign-out", () => HttpResponse.json({ success: true })));
    expect((await authClient.signOut()).error).toBeNull();
  });
});

describe("the session check", () => {
  it("asks again unless the server answered within the time given", async () => {
    server.use(auth.session(null));
    await authClient.getSession();
    const asked = () => paths().filter((path) => path === "GET /api/auth/get-session").length;
    const before = asked();
    await authClient.getSession({ unlessAnsweredWithinMs: 60_000 });
    expect(asked()).toBe(before);
    await authClient.getSession({ unlessAnsweredWithinMs: 0 });
    expect(asked()).toBe(before + 1);
    const now = performance.now();
    vi.spyOn(performance, "now").mockReturnValue(now + 61_000);
    await authClient.getSession({ unlessAnsweredWithinMs: 60_000 });
    expect(asked()).toBe(before + 2);
    vi.restoreAllMocks();
  });

  it("asks again after a check that failed, however recent", async () => {
    // Past any answer an earlier test's clock left behind.
    vi.spyOn(performance, "now").mockReturnValue(performance.now() + 1_000_000);
    await authClient.getSession(); // whatever check is under way (the store's first) ends first
    let asked = 0;
    server.use(
      http.get("/api/auth/get-session", () => {
        asked += 1;
        return HttpResponse.error();
      }),
    );
    await authClient.getSession();
    await authClient.getSession({ unlessAnsweredWithinMs: 60_000 });
    expect(asked).toBe(2);
    vi.restoreAllMocks();
  });
});
