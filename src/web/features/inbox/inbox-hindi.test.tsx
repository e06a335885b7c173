import { screen, within } from "@testing-library/react";
import { inbox, inboxMessage, subscriber } from "@tests/support/msw/handlers/inbox";
import { server } from "@tests/support/msw/server";
import { describe, expect, it } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { InboxPanel } from "./inbox-panel";
import { MessagesPanel } from "./messages-panel";
import { NewsletterPanel } from "./newsletter-panel";

polyfillDialog();

englishAfterEach();

const MESSAGES = {
  messages: [
    inboxMessage(2, {
      name: "Ravi Menon",
      email: "ravi@example.org",
      subject: "Spiti in June",
      createdAt: "2025-08-03T09:30:00.000Z",
      guide: { sno: 2, name: "Meera Srivastav" },
    }),
    inboxMessage(1, { subject: "Old question", status: "closed" }),
  ],
};

describe("the inbox in Hindi", () => {
  it("names its sections, the messages' statuses and columns in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    server.use(...inbox.messages(MESSAGES));
    renderWithProviders(<InboxPanel />);
    const tabs = screen.getByRole("tablist", { name: "इनबॉक्स के हिस्से" });
    expect(within(tabs).getByRole("tab", { name: "संदेश" })).toBeTruthy();
    expect(within(tabs).getByRole("tab", { name: "न्यूज़लेटर" })).toBeTruthy();

    const table = await screen.findByRole("table", { name: "संपर्क संदेश" });
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(within(row).getByText("नया")).toBeTruthy();
    expect(within(row).getByText("Spiti in June").getAttribute("translate")).toBe("no");
    expect(within(row).getByText("3 अग॰ 2025, दोपहर 3:00")).toBeTruthy();
    const status = screen.getByLabelText<HTMLSelectElement>("स्थिति");
    expect([...status.options].map((o) => o.textContent)).toEqual([
      "नया (1)",
      "जवाब दिया गया (0)",
      "बंद (1)",
      "सभी (2)",
    ]);
    expect(screen.getByLabelText("संदेश खोजें")).toBeTruthy();
  });

  it("opens a thread with its reply form in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    server.use(...inbox.messages(MESSAGES));
    const { user } = renderWithProviders(<MessagesPanel />);
    await user.click(
      await screen.findByRole("button", { name: "Ravi Menon का संदेश खोलें: Spiti in June" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Spiti in June" });
    expect(await within(dialog).findByRole("list", { name: "बातचीत" })).toBeTruthy();
    expect(within(dialog).getByText("Meera Srivastav").getAttribute("translate")).toBe("no");
    expect(within(dialog).getByRole("button", { name: "संदेश बंद करें" })).toBeTruthy();
    expect(within(dialog).getByLabelText("जवाब")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "जवाब भेजें" })).toBeTruthy();
  });

  it("shows the newsletter's subscribers and form in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    server.use(
      ...inbox.newsletter([
        subscriber(2, "asha@example.org", "confirmed"),
        subscriber(1, "new.reader@example.org", "pending"),
      ]),
    );
    renderWithProviders(<NewsletterPanel />);
    const table = await screen.findByRole("table", { name: "न्यूज़लेटर सब्सक्राइबर" });
    const [confirmed, pending] = within(table).getAllByRole("row").slice(1);
    expect(within(confirmed).getByText("पुष्टि हुई")).toBeTruthy();
    expect(within(pending).getByText("पुष्टि बाकी")).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: "सदस्यता छोड़ी" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "CSV डाउनलोड करें" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "न्यूज़लेटर भेजें" })).toBeTruthy();
    expect(screen.getByLabelText("संदेश")).toBeTruthy();
    expect(screen.getByRole("button", { name: "न्यूज़लेटर भेजें" })).toBeTruthy();
  });
});
