import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, requestBody } from "@/web/components/ui/testing/render-with-providers";
import { authClient } from "@/web/lib/auth-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

const paths = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? "GET"} ${String(input)}`);

describe("auth client errors", () => {
  it("reads our own API's error shape, such as a rate limit", async () => {
    mockFetch({
      "POST /api/auth/sign-in/email": {
        status: 429,
        body: {
          error: {
            code: "RATE_LIMITED",
            message: "Too many attempts. Please wait 10 minutes and try again.",
          },
        },
      },
    });
    const { error } = await authClient.signIn.email({ email: "a@b.in", password: "x" });
    expect(error).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait 10 minutes and try again.",
    });
  });

  it("keeps better-auth's message, and says its terse ones as sentences", async () => {
    mockFetch({
      "POST /api/auth/sign-in/email": {
        status: 401,
        body: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
      },
      "POST /api/auth/two-factor/verify-totp": {
        status: 401,
        body: { code: "INVALID_CODE", message: "Invalid code" },
      },
    });
    const signIn = await authClient.signIn.email({ email: "a@b.in", password: "x" });
    expect(signIn.error?.message).toBe("Invalid email or password");
    const totp = await authClient.twoFactor.verifyTotp({ code: "123456" });
    expect(totp.error).toMatchObject({
      code: "INVALID_CODE",
      message: "That code is not right. Check your authenticator app and try again.",
    });
  });

  it("says when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { error } = await authClient.requestPasswordReset("a@b.in");
    expect(error?.message).toBe("Could not reach the server. Check your connection and try again.");
  });
});

describe("auth client calls", () => {
  it("sends e-mail links back to /email-verified and refreshes the session after sign-in", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/sign-up/email": { body: { user: { id: "u1" } } },
      "POST /api/auth/sign-in/email": { body: { user: { id: "u1" } } },
      "GET /api/auth/get-session": { body: null },
    });
    await authClient.signUp.email({ email: "a@b.in", password: "p", name: "", role: "user" });
    expect(requestBody(fetchMock, 0)).toEqual({
      email: "a@b.in",
      password: "p",
      name: "",
      role: "user",
      callbackURL: "/email-verified",
    });
    await authClient.signIn.email({ email: "a@b.in", password: "p" });
    expect(requestBody(fetchMock, 1)).toMatchObject({ callbackURL: "/email-verified" });
    expect(paths(fetchMock)[2]).toBe("GET /api/auth/get-session");
  });

  it("does not look for a session while the second factor is still to come", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/sign-in/email": { body: { twoFactorRedirect: true } },
    });
    const { data } = await authClient.signIn.email({ email: "a@b.in", password: "p" });
    expect(data).toEqual({ twoFactorRedirect: true });
    expect(paths(fetchMock)).toEqual(["POST /api/auth/sign-in/email"]);
  });

  it("asks for sign-in codes and password resets with the right bodies", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/email-otp/send-verification-otp": { body: { success: true } },
      "POST /api/auth/request-password-reset": { body: { status: true } },
    });
    await authClient.emailOtp.sendSignInCode("a@b.in");
    await authClient.requestPasswordReset("a@b.in");
    expect(requestBody(fetchMock, 0)).toEqual({ email: "a@b.in", type: "sign-in" });
    expect(requestBody(fetchMock, 1)).toEqual({ email: "a@b.in", redirectTo: "/reset-password" });
  });
});
