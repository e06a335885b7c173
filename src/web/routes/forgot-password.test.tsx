import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  mockFetch,
  renderWithProviders,
  requestBody,
} from "@/web/components/ui/testing/render-with-providers";
import ForgotPasswordScreen from "./forgot-password";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderScreen() {
  return renderWithProviders(<ForgotPasswordScreen />, {
    url: "/forgot-password",
    path: "/forgot-password",
  });
}

describe("Forgot password", () => {
  it("asks for a valid address first", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderScreen();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the same thing whether or not the account exists", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/request-password-reset": { body: { status: true } },
    });
    const { user } = renderScreen();
    await user.type(screen.getByLabelText("Email"), "someone@example.org");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(
      await screen.findByText(
        "If an account exists for that address, we've sent a link to reset the password.",
      ),
    ).toBeTruthy();
    expect(requestBody(fetchMock)).toEqual({
      email: "someone@example.org",
      redirectTo: "/reset-password",
    });
  });

  it("shows the rate-limit message", async () => {
    mockFetch({
      "POST /api/auth/request-password-reset": {
        status: 429,
        body: {
          error: {
            code: "RATE_LIMITED",
            message: "Too many attempts. Please wait 40 minutes and try again.",
          },
        },
      },
    });
    const { user } = renderScreen();
    await user.type(screen.getByLabelText("Email"), "someone@example.org");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Too many attempts. Please wait 40 minutes and try again.",
    );
  });
});
