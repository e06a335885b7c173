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
  it("thanks the subscriber and asks them to confirm from their inbox", async () => {
    server.use(
      http.post("/api/newsletter", () => HttpResponse.json({ received: true }, { status: 202 })),
    );
    const { user, email, subscribe } = renderForm();
    await user.type(email, "reader@example.com");
    await subscribe();
    const status = (await screen.findByText(/^Thank you for subscribing!/)).closest("p")!;
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toContain(
      "Thank you for subscribing! Watch your inbox for trip ideas.",
    );
    expect(status.textContent).toContain(
      "New to our newsletter? Open the link we've just e-mailed you to confirm your address.",
    );
    expect(sent("POST", "/api/newsletter")[0].body).toEqual({ email: "reader@example.com" });
    expect(email.value).toBe("");
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
