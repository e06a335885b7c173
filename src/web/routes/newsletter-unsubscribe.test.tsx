import { screen } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import NewsletterUnsubscribeScreen from "./newsletter-unsubscribe";

const renderAt = (url: string) =>
  renderWithProviders(<NewsletterUnsubscribeScreen />, { url, path: "/newsletter/unsubscribe" });

const UNSUBSCRIBE = "/api/newsletter/unsubscribe";

describe("Newsletter unsubscribe", () => {
  it("changes nothing on opening, and unsubscribes with one press", async () => {
    server.use(http.post(UNSUBSCRIBE, () => HttpResponse.json({ status: "unsubscribed" })));
    const { user } = renderAt("/newsletter/unsubscribe?token=12.abc_DEF-ghi");
    const button = await screen.findByRole("button", { name: "Unsubscribe" });
    expect(sent("POST", UNSUBSCRIBE)).toHaveLength(0);
    await user.click(button);
    expect(
      await screen.findByText(
        "You're unsubscribed. We won't send you any more trip ideas by email.",
      ),
    ).toBeTruthy();
    const [call] = sent("POST", UNSUBSCRIBE);
    expect(call.url.searchParams.get("token")).toBe("12.abc_DEF-ghi");
  });

  it("shows the server's reason for a link it refuses", async () => {
    server.use(
      http.post(UNSUBSCRIBE, () =>
        apiError(
          400,
          "UNSUBSCRIBE_LINK_INVALID",
          "This unsubscribe link is not valid. Please open the link from the email exactly as it was sent.",
        ),
      ),
    );
    const { user } = renderAt("/newsletter/unsubscribe?token=forged");
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This unsubscribe link is not valid.",
    );
  });

  it("offers nothing to press for a link without a token", async () => {
    renderAt("/newsletter/unsubscribe");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This unsubscribe link is not valid.",
    );
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  });
});
