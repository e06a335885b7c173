import { screen } from "@testing-library/react";
import { auth } from "@tests/support/msw/handlers/auth";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import EmailVerifiedScreen from "./email-verified";

const signedIn = {
  user: { id: "u1", email: "new@example.org", name: "", emailVerified: true, createdAt: "" },
  session: { id: "s1", token: "t1", expiresAt: "2030-01-01T00:00:00.000Z" },
};

function renderAt(url: string) {
  return renderWithProviders(<EmailVerifiedScreen />, { url, path: "/email-verified" });
}

describe("Email verified", () => {
  it("says the address is verified and the user is signed in", async () => {
    server.use(auth.session(signedIn));
    renderAt("/email-verified");
    expect(await screen.findByText("Your email is verified — you're signed in.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profile");
    expect(screen.getByRole("link", { name: "Destinations" }).getAttribute("href")).toBe(
      "/destinations",
    );
  });

  it("asks to log in when no session came with the link", async () => {
    server.use(auth.session(null));
    renderAt("/email-verified");
    expect(
      await screen.findByText("Your email is verified. Please log in to continue."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/login");
  });

  it("confirms a changed address", async () => {
    server.use(auth.session(signedIn));
    renderAt("/email-verified?changed=1");
    expect(await screen.findByText("Your new email address is confirmed.")).toBeTruthy();
  });

  it("explains an expired or used link and sends a new one", async () => {
    server.use(
      http.post("/api/auth/send-verification-email", () => HttpResponse.json({ status: true })),
    );
    const { user } = renderAt("/email-verified?error=TOKEN_EXPIRED");
    expect(screen.getByRole("alert").textContent).toContain(
      "This verification link has expired or has already been used.",
    );
    await user.type(screen.getByLabelText("Email"), "new@example.org");
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(
      await screen.findByText(
        "If that address is waiting to be verified, we've sent a new link. Please check your inbox.",
      ),
    ).toBeTruthy();
    expect(sent("POST", "/api/auth/send-verification-email")[0].body).toEqual({
      email: "new@example.org",
      callbackURL: "/email-verified",
    });
  });

  it("sends an expired change-of-address link to Account & security", () => {
    renderAt("/email-verified?changed=1&error=INVALID_TOKEN");
    expect(screen.getByRole("alert").textContent).toContain("Your email address has not changed.");
    expect(screen.getByRole("link", { name: "Account & security" }).getAttribute("href")).toBe(
      "/account",
    );
  });
});
