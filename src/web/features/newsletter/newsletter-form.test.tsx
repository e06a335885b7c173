import { screen } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { NewsletterForm } from "./newsletter-form";

function renderForm() {
  const view = renderWithProviders(<NewsletterForm />);
  const email = screen.getByLabelText<HTMLInputElement>("Email address for newsletter");
  const subscribe = () => view.user.click(screen.getByRole("button", { name: "Subscribe" }));
  return { ...view, email, subscribe };
}

describe("Newsletter", () => {
  it("thanks a new subscriber", async () => {
    server.use(
      http.post("/api/newsletter", () =>
        HttpResponse.json({ subscribed: true, alreadySubscribed: false }, { status: 201 }),
      ),
    );
    const { user, email, subscribe } = renderForm();
    await user.type(email, "reader@example.com");
    await subscribe();
    expect(
      await screen.findByText("Thank you for subscribing! Watch your inbox for trip ideas."),
    ).toBeTruthy();
  });

  it("tells an existing subscriber", async () => {
    server.use(
      http.post("/api/newsletter", () =>
        HttpResponse.json({ subscribed: true, alreadySubscribed: true }),
      ),
    );
    const { user, email, subscribe } = renderForm();
    await user.type(email, "reader@example.com");
    await subscribe();
    expect(await screen.findByText("You're already subscribed.")).toBeTruthy();
  });

  it("shows a field error without a request", async () => {
    const { user, email, subscribe } = renderForm();
    await user.type(email, "not-an-email");
    await subscribe();
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it("keeps the typed address when the request fails", async () => {
    server.use(
      http.post("/api/newsletter", () =>
        apiError(429, "RATE_LIMITED", "Too many requests. Try again soon."),
      ),
    );
    const { user, email, subscribe } = renderForm();
    await user.type(email, "reader@example.com");
    await subscribe();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Too many requests. Try again soon.",
    );
    expect(email.value).toBe("reader@example.com");
  });
});
