import { screen } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { NewsletterConfirmed } from "@/shared/inbox/schema";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import NewsletterConfirmScreen from "./newsletter-confirm";

const renderAt = (url: string) =>
  renderWithProviders(<NewsletterConfirmScreen />, { url, path: "/newsletter/confirm" });

const answers = (body: NewsletterConfirmed) =>
  http.post("/api/newsletter/confirm", () => HttpResponse.json(body));

describe("Newsletter confirmation", () => {
  it("confirms once with the link's token", async () => {
    server.use(answers({ status: "confirmed" }));
    renderAt("/newsletter/confirm?token=abc-123_x");
    expect(screen.getByText("Confirming your subscription...")).toBeTruthy();
    expect(
      await screen.findByText(
        "Thank you! Your subscription is confirmed. Watch your inbox for trip ideas.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    const calls = sent("POST", "/api/newsletter/confirm");
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ token: "abc-123_x" });
  });

  it("says so when the link was already used", async () => {
    server.use(answers({ status: "already-confirmed" }));
    renderAt("/newsletter/confirm?token=abc");
    expect(await screen.findByText("Your subscription is already confirmed.")).toBeTruthy();
  });

  it("shows the server's reason for an expired link", async () => {
    server.use(
      http.post("/api/newsletter/confirm", () =>
        apiError(
          400,
          "CONFIRMATION_LINK_EXPIRED",
          "This confirmation link has expired: links work for 48 hours. Please subscribe again.",
        ),
      ),
    );
    renderAt("/newsletter/confirm?token=old");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This confirmation link has expired: links work for 48 hours. Please subscribe again.",
    );
  });

  it("sends nothing for a link without a token", async () => {
    renderAt("/newsletter/confirm");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This confirmation link is not valid.",
    );
    expect(sent("POST", "/api/newsletter/confirm")).toHaveLength(0);
  });
});
