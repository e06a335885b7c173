import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { NewsletterForm } from "./newsletter-form";

function renderForm() {
  const view = renderWithProviders(<NewsletterForm />);
  const email = screen.getByLabelText<HTMLInputElement>("Email address for newsletter");
  const subscribe = () => view.user.click(screen.getByRole("button", { name: "Subscribe" }));
  return { ...view, email, subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Newsletter", () => {
  it("thanks a new subscriber", async () => {
    mockFetch({
      "POST /api/newsletter": { status: 201, body: { subscribed: true, alreadySubscribed: false } },
    });
    const { user, email, subscribe } = renderForm();
    await user.type(email, "reader@example.com");
    await subscribe();
    expect(
      await screen.findByText("Thank you for subscribing! Watch your inbox for trip ideas."),
    ).toBeTruthy();
  });

  it("tells an existing subscriber", async () => {
    mockFetch({
      "POST /api/newsletter": { status: 200, body: { subscribed: true, alreadySubscribed: true } },
    });
    const { user, email, subscribe } = renderForm();
    await user.type(email, "reader@example.com");
    await subscribe();
    expect(await screen.findByText("You're already subscribed.")).toBeTruthy();
  });

  it("shows a field error without a request", async () => {
    const fetchMock = mockFetch({});
    const { user, email, subscribe } = renderForm();
    await user.type(email, "not-an-email");
    await subscribe();
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the typed address when the request fails", async () => {
    mockFetch({
      "POST /api/newsletter": {
        status: 429,
        body: { error: { code: "RATE_LIMITED", message: "Too many requests. Try again soon." } },
      },
    });
    const { user, email, subscribe } = renderForm();
    await user.type(email, "reader@example.com");
    await subscribe();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Too many requests. Try again soon.",
    );
    expect(email.value).toBe("reader@example.com");
  });
});
