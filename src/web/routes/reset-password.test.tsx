import { screen } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { authError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import ResetPasswordScreen from "./reset-password";

function renderAt(url: string) {
  const view = renderWithProviders(<ResetPasswordScreen />, { url, path: "/reset-password" });
  const fill = async (password: string, confirm: string) => {
    await view.user.type(screen.getByLabelText("New password"), password);
    await view.user.type(screen.getByLabelText("Confirm new password"), confirm);
    await view.user.click(screen.getByRole("button", { name: "Change password" }));
  };
  return { ...view, fill };
}

const EXPIRED =
  "This password reset link has expired or has already been used. Please ask for a new one.";

describe("Reset password", () => {
  it("says 'Passwords do not match' and checks the length", async () => {
    const { fill, user } = renderAt("/reset-password?token=abc");
    await fill("long-enough-1", "long-enough-2");
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it("changes the password with the token from the link", async () => {
    server.use(http.post("/api/auth/reset-password", () => HttpResponse.json({ status: true })));
    const { fill } = renderAt("/reset-password?token=abc");
    await fill("a-new-long-password", "a-new-long-password");
    expect(
      await screen.findByText("Your password is changed. Every other session has been signed out."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/login");
    expect(sent("POST", "/api/auth/reset-password")[0].body).toEqual({
      newPassword: "a-new-long-password",
      token: "abc",
    });
  });

  it("offers a new link when the server says the token is no good", async () => {
    server.use(
      http.post("/api/auth/reset-password", () => authError(400, "INVALID_TOKEN", "Invalid token")),
    );
    const { fill } = renderAt("/reset-password?token=used");
    await fill("a-new-long-password", "a-new-long-password");
    expect((await screen.findByRole("alert")).textContent).toContain(EXPIRED);
    expect(screen.getByRole("link", { name: "Send me a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("shows the server's message for a common password and keeps the form", async () => {
    server.use(
      http.post("/api/auth/reset-password", () =>
        authError(
          400,
          "PASSWORD_TOO_COMMON",
          "This password is too common and easy to guess. Please choose another.",
        ),
      ),
    );
    const { fill } = renderAt("/reset-password?token=abc");
    await fill("password123", "password123");
    expect((await screen.findByRole("alert")).textContent).toContain("too common");
    expect(screen.getByLabelText("New password")).toBeTruthy();
  });

  it("explains a link that arrived expired", () => {
    renderAt("/reset-password?error=INVALID_TOKEN");
    expect(screen.getByRole("alert").textContent).toContain(EXPIRED);
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("link", { name: "Send me a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });
});
