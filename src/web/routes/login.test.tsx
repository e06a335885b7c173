import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import LoginScreen from "./login";

const auth = vi.hoisted(() => ({
  signInEmail: vi.fn(),
  magicLink: vi.fn(),
  emailOtp: vi.fn(),
  sendSignInCode: vi.fn(),
  sendVerificationEmail: vi.fn(),
  verifyTotp: vi.fn(),
  verifyBackupCode: vi.fn(),
}));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: {
    signIn: { email: auth.signInEmail, magicLink: auth.magicLink, emailOtp: auth.emailOtp },
    emailOtp: { sendSignInCode: auth.sendSignInCode },
    sendVerificationEmail: auth.sendVerificationEmail,
    twoFactor: { verifyTotp: auth.verifyTotp, verifyBackupCode: auth.verifyBackupCode },
  },
}));

const ok = <T,>(data: T) => ({ data, error: null });
const failed = (status: number, message: string, code?: string) => ({
  data: null,
  error: { status, statusText: "", message, code },
});

function renderLogin(url = "/login") {
  return renderWithProviders(<LoginScreen />, { url, path: "/login" });
}

const location = () => screen.getByTestId("location").textContent;

beforeEach(() => {
  for (const fn of Object.values(auth)) fn.mockReset();
});

describe("Login", () => {
  it("asks for both fields before calling the server", async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(auth.signInEmail).not.toHaveBeenCalled();
  });

  it("shows the server's message as an error and clears both fields", async () => {
    auth.signInEmail.mockResolvedValue({
      data: null,
      error: { status: 401, statusText: "Unauthorized", message: "Invalid email or password" },
    });
    const { user } = renderLogin();
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    const password = screen.getByLabelText<HTMLInputElement>("Password");
    await user.type(email, "traveller@example.com");
    await user.type(password, "wrong-password");
    await user.click(screen.getByRole("button", { name: "Log In" }));

    expect((await screen.findByRole("alert")).textContent).toContain("Invalid email or password");
    await waitFor(() => expect(email.value).toBe(""));
    expect(password.value).toBe("");
    expect(auth.signInEmail).toHaveBeenCalledWith({
      email: "traveller@example.com",
      password: "wrong-password",
    });
  });

  it("goes to /profile after a successful sign-in", async () => {
    auth.signInEmail.mockResolvedValue(ok({ user: { id: "u1" } }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "traveller@example.com");
    await user.type(screen.getByLabelText("Password"), "yatra-demo-2026");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(location()).toBe("/profile"));
  });

  it("links to the sign-up page and to password recovery", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signUp");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });
});

describe("Login before the email is verified", () => {
  it("says so, clears the fields, and resends the link to the address typed", async () => {
    auth.signInEmail.mockResolvedValue(failed(403, "Email not verified", "EMAIL_NOT_VERIFIED"));
    auth.sendVerificationEmail.mockResolvedValue(ok({ status: true }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "new@example.org");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Log In" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Please verify your email address first. We've sent you a new link.",
    );
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("");

    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(auth.sendVerificationEmail).toHaveBeenCalledWith("new@example.org");
    expect(
      await screen.findByText("We've sent a new verification link to new@example.org."),
    ).toBeTruthy();
  });

  it("shows a rate-limit answer from the resend", async () => {
    auth.signInEmail.mockResolvedValue(failed(403, "Email not verified", "EMAIL_NOT_VERIFIED"));
    auth.sendVerificationEmail.mockResolvedValue(
      failed(429, "Too many attempts. Please wait 30 minutes and try again.", "RATE_LIMITED"),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "new@example.org");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await user.click(await screen.findByRole("button", { name: "Resend verification email" }));
    expect(
      await screen.findByText("Too many attempts. Please wait 30 minutes and try again."),
    ).toBeTruthy();
  });
});

describe("Two-factor challenge", () => {
  async function reachChallenge() {
    auth.signInEmail.mockResolvedValue(ok({ twoFactorRedirect: true }));
    const view = renderLogin();
    await view.user.type(screen.getByLabelText("Email"), "traveller@example.com");
    await view.user.type(screen.getByLabelText("Password"), "yatra-demo-2026");
    await view.user.click(screen.getByRole("button", { name: "Log In" }));
    expect(
      await screen.findByText("Enter the 6-digit code from your authenticator app"),
    ).toBeTruthy();
    return view;
  }

  it("keeps the code after a wrong one, then signs in with a trusted device", async () => {
    const { user } = await reachChallenge();
    expect(location()).toBe("/login");
    const code = screen.getByLabelText<HTMLInputElement>("Authentication code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    await waitFor(() => expect(document.activeElement).toBe(code));

    auth.verifyTotp.mockResolvedValueOnce(
      failed(401, "That code is not right. Check your authenticator app and try again."),
    );
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toContain("That code is not right.");
    expect(code.value).toBe("123456");

    auth.verifyTotp.mockResolvedValueOnce(ok({ token: "t", user: { id: "u1" } }));
    await user.clear(code);
    await user.type(code, "654321");
    await user.click(screen.getByLabelText("Trust this device for 30 days"));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(location()).toBe("/profile"));
    expect(auth.verifyTotp).toHaveBeenLastCalledWith({ code: "654321", trustDevice: true });
  });

  it("asks for six digits before calling the server", async () => {
    const { user } = await reachChallenge();
    await user.type(screen.getByLabelText("Authentication code"), "12a");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("The code has 6 digits")).toBeTruthy();
    expect(auth.verifyTotp).not.toHaveBeenCalled();
  });

  it("accepts a backup code instead", async () => {
    const { user } = await reachChallenge();
    await user.click(screen.getByRole("button", { name: "Use a backup code" }));
    auth.verifyBackupCode.mockResolvedValueOnce(
      failed(401, "That backup code is not right, or it has already been used."),
    );
    const field = screen.getByLabelText<HTMLInputElement>("Backup code");
    await user.type(field, "abcde-12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toContain("already been used");
    expect(field.value).toBe("abcde-12345");

    auth.verifyBackupCode.mockResolvedValueOnce(ok({ token: "t", user: { id: "u1" } }));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(location()).toBe("/profile"));
    expect(auth.verifyBackupCode).toHaveBeenLastCalledWith({ code: "abcde-12345" });
  });

  it("goes back to the password form", async () => {
    const { user } = await reachChallenge();
    await user.click(screen.getByRole("button", { name: "Back to log in" }));
    expect(screen.getByRole("button", { name: "Log In" })).toBeTruthy();
  });
});

describe("Passwordless sign-in", () => {
  it("emails a sign-in link", async () => {
    auth.magicLink.mockResolvedValue(ok({ status: true }));
    const { user } = renderLogin();
    await user.click(screen.getByRole("link", { name: "Email me a sign-in link" }));
    // The password form leaves at once; the link form's field is the only one.
    expect(screen.queryByLabelText("Password")).toBeNull();
    await screen.findByRole("button", { name: "Email me a sign-in link" });
    await user.type(screen.getByLabelText("Email"), "traveller@example.com");
    await user.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect(await screen.findByText("Check your inbox for a sign-in link.")).toBeTruthy();
    expect(auth.magicLink).toHaveBeenCalledWith({
      email: "traveller@example.com",
      callbackURL: "/profile",
      errorCallbackURL: "/login?with=link",
    });
  });

  it("explains a sign-in link that expired", () => {
    renderLogin("/login?with=link&error=INVALID_TOKEN");
    expect(screen.getByRole("alert").textContent).toContain(
      "That sign-in link has expired or has already been used.",
    );
  });

  it("signs in with a code sent by email", async () => {
    auth.sendSignInCode.mockResolvedValue(ok({ success: true }));
    const { user } = renderLogin();
    await user.click(screen.getByRole("link", { name: "Sign in with a code" }));
    await user.type(await screen.findByLabelText("Email"), "traveller@example.com");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(auth.sendSignInCode).toHaveBeenCalledWith("traveller@example.com");

    const code = await screen.findByLabelText<HTMLInputElement>("Code from the email");
    expect(
      screen.getByText(
        "We've sent a 6-digit code to traveller@example.com. It works for five minutes.",
      ),
    ).toBeTruthy();
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");

    auth.emailOtp.mockResolvedValueOnce(
      failed(400, "That code is not right. Check the email we sent and try again.", "INVALID_OTP"),
    );
    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("That code is not right.");
    expect(code.value).toBe("111111");

    auth.emailOtp.mockResolvedValueOnce(ok({ user: { id: "u1" } }));
    await user.clear(code);
    await user.type(code, "222222");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(location()).toBe("/profile"));
    expect(auth.emailOtp).toHaveBeenLastCalledWith({
      email: "traveller@example.com",
      otp: "222222",
    });
  });

  it("shows a rate-limit message when asking for a code", async () => {
    auth.sendSignInCode.mockResolvedValue(
      failed(429, "Too many attempts. Please wait 9 minutes and try again.", "RATE_LIMITED"),
    );
    const { user } = renderLogin("/login?with=code");
    await user.type(screen.getByLabelText("Email"), "traveller@example.com");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Too many attempts. Please wait 9 minutes and try again.",
    );
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("traveller@example.com");
  });
});
