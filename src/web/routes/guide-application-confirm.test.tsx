import { screen } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { GuideApplicationConfirmed } from "@/shared/applications/schema";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import GuideApplicationConfirmScreen from "./guide-application-confirm";

function renderAt(url: string) {
  return renderWithProviders(<GuideApplicationConfirmScreen />, {
    url,
    path: "/guide-applications/confirm",
  });
}

const answers = (body: GuideApplicationConfirmed) =>
  http.post("/api/guide-applications/confirm", () => HttpResponse.json(body));

describe("Guide application confirmation", () => {
  it("confirms once with the link's token and says the team has it", async () => {
    server.use(answers({ status: "confirmed" }));
    renderAt("/guide-applications/confirm?token=abc-123_x");
    expect(screen.getByText("Confirming your application...")).toBeTruthy();
    expect(
      await screen.findByText(
        "Thank you! Your email address is confirmed and your application has reached our team. We will contact you soon.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    const calls = sent("POST", "/api/guide-applications/confirm");
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ token: "abc-123_x" });
  });

  it("says so when the link was already used", async () => {
    server.use(answers({ status: "already-confirmed" }));
    renderAt("/guide-applications/confirm?token=abc");
    expect(
      await screen.findByText(
        "Your application is already confirmed. Our team will contact you soon.",
      ),
    ).toBeTruthy();
  });

  it("shows the server's reason for an expired link and offers to apply again", async () => {
    server.use(
      http.post("/api/guide-applications/confirm", () =>
        apiError(
          400,
          "CONFIRMATION_LINK_EXPIRED",
          "This confirmation link has expired: links work for 24 hours. Please apply again.",
        ),
      ),
    );
    const { user } = renderAt("/guide-applications/confirm?token=old");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This confirmation link has expired: links work for 24 hours. Please apply again.",
    );
    await user.click(screen.getByRole("button", { name: "Apply again" }));
    expect(screen.getByRole("dialog", { name: "Join as a Tourist Guide" })).toBeTruthy();
  });

  it("sends nothing for a link without a token", async () => {
    renderAt("/guide-applications/confirm");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This confirmation link is not valid.",
    );
    expect(sent("POST", "/api/guide-applications/confirm")).toHaveLength(0);
  });
});
