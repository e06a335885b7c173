import { screen, waitFor, within } from "@testing-library/react";
import { inbox, subscriber } from "@tests/support/msw/handlers/inbox";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { NewsletterPanel } from "./newsletter-panel";

/** A sentence whose data (a name, a subject) sits in its own element, marked translate="no". */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text &&
  ![...element.children].some((child) => child.textContent === text);
const SUBSCRIBERS = [
  subscriber(3, "new.reader@example.org", "pending"),
  subscriber(2, "asha@example.org", "confirmed"),
  subscriber(1, "gone@example.org", "unsubscribed"),
];

const table = () => screen.findByRole("table", { name: "Newsletter subscribers" });
const rowsOf = (element: HTMLElement) => within(element).getAllByRole("row").slice(1);

describe("Newsletter in the admin inbox", () => {
  it("shows the subscribers with their counts, filters them, and links the matching CSV", async () => {
    server.use(...inbox.newsletter(SUBSCRIBERS));
    const { user } = renderWithProviders(<NewsletterPanel />);
    const rows = rowsOf(await table());
    expect(rows.map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual([
      "new.reader@example.org",
      "asha@example.org",
      "gone@example.org",
    ]);
    expect(within(rows[1]).getByText("Confirmed")).toBeTruthy();
    expect(within(rows[0]).getAllByText("—")).toHaveLength(2);
    const byStatus = within(screen.getByLabelText("Subscribers by status"));
    for (const [label, n] of [
      ["Pending", "1"],
      ["Confirmed", "1"],
      ["Unsubscribed", "1"],
    ]) {
      expect(byStatus.getByText(label).nextElementSibling?.textContent).toBe(n);
    }
    const csv = screen.getByRole("link", { name: "Download CSV" });
    expect(csv.getAttribute("href")).toBe("/api/admin/newsletter/subscribers.csv?status=all");
    expect(csv.hasAttribute("download")).toBe(true);

    await user.selectOptions(screen.getByLabelText("Status"), "confirmed");
    await user.type(screen.getByLabelText("Search subscribers"), "asha");
    await waitFor(() =>
      expect(csv.getAttribute("href")).toBe(
        "/api/admin/newsletter/subscribers.csv?status=confirmed&search=asha",
      ),
    );
    await waitFor(async () => expect(rowsOf(await table())).toHaveLength(1));
    expect(sent("GET", "/api/admin/newsletter/subscribers").at(-1)?.url.search).toBe(
      "?status=confirmed&search=asha&page=1",
    );
  });

  it("sends a newsletter after a second press, and says to how many", async () => {
    server.use(...inbox.newsletter(SUBSCRIBERS));
    const { user } = renderWithProviders(<NewsletterPanel />);
    const send = await screen.findByRole("button", { name: "Send newsletter" });
    await user.click(send);
    expect(await screen.findByText("Subject is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();

    await user.type(screen.getByLabelText("Subject"), "Monsoon trails");
    await user.type(screen.getByLabelText("Message"), "Waterfalls and tea estates.");
    await user.click(screen.getByRole("button", { name: "Send newsletter" }));
    const confirm = screen.getByRole("group", { name: "Confirm sending" });
    expect(
      within(confirm).getByText(
        sentence("Send “Monsoon trails” to every confirmed subscriber now?"),
      ),
    ).toBeTruthy();
    // Cancelling sends nothing.
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(sent("POST", "/api/admin/newsletter/issues")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Send newsletter" }));
    await user.click(screen.getByRole("button", { name: "Send now" }));
    expect(
      await screen.findByText("“Monsoon trails” is on its way to 1 confirmed subscriber."),
    ).toBeTruthy();
    expect(sent("POST", "/api/admin/newsletter/issues")[0].body).toEqual({
      subject: "Monsoon trails",
      body: "Waterfalls and tea estates.",
    });
    expect(screen.getByLabelText<HTMLInputElement>("Subject").value).toBe("");
  });

  it("keeps the newsletter and shows the server's field message when it is refused", async () => {
    server.use(...inbox.newsletter(SUBSCRIBERS));
    server.use(
      http.post("/api/admin/newsletter/issues", () =>
        apiError(422, "VALIDATION_FAILED", "Some fields need your attention.", {
          subject: "Subject must be one line",
        }),
      ),
    );
    const { user } = renderWithProviders(<NewsletterPanel />);
    await user.type(await screen.findByLabelText("Subject"), "Hello");
    await user.type(screen.getByLabelText("Message"), "Text.");
    await user.click(screen.getByRole("button", { name: "Send newsletter" }));
    await user.click(screen.getByRole("button", { name: "Send now" }));
    expect(await screen.findByText("Subject must be one line")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Some fields need your attention.",
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>("Message").value).toBe("Text.");
  });
});
