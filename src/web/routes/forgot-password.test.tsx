import { screen } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import ForgotPasswordScreen from "./forgot-password";

function renderScreen() {
  return renderWithProviders(<ForgotPasswordScreen />, {
    url: "/forgot-password",
    path: "/forgot-password",
  });
}

describe("Forgot password", () => {
  it("asks for a valid address first", async () => {
    const { user } = renderScreen();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it("says the same thing whether or not the account exists", async () => {
    server.use(
      http.post("/api/auth/request-password-reset", () => HttpResponse.json({ status: true })),
    );
    const { user } = renderScreen();
    await user.type(screen.getByLabelText("Email"), "someone@example.org");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(
      await screen.findByText(
        "If an account exists for that address, we've sent a link to reset the password.",
      ),
    ).toBeTruthy();
    expect(sent("POST", "/api/auth/request-password-reset")[0].body).toEqual({
      email: "someone@example.org",
      redirectTo: "/reset-password",
    });
  });

  it("shows the rate-limit message", async () => {
    server.use(
      http.post("/api/auth/request-password-reset", () =>
        apiError(429, "RATE_LIMITED", "Too many attempts. Please wait 40 minutes and try again."),
      ),
    );
    const { user } = renderScreen();
    await user.type(screen.getByLabelText("Email"), "someone@example.org");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Too many attempts. Please wait 40 minutes and try again.",
    );
  });
});
