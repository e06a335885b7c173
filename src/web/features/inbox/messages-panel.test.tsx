import { screen, waitFor, within } from "@testing-library/react";
import { type InboxState, inbox, inboxMessage } from "@tests/support/msw/handlers/inbox";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { MessagesPanel } from "./messages-panel";

polyfillDialog();

/** A sentence whose data (a name, a subject) sits in its own element, marked translate="no". */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text &&
  ![...element.children].some((child) => child.textContent === text);

const LIST = "/api/admin/inbox";
const table = () => screen.findByRole("table", { name: "Contact messages" });
const rowsOf = (element: HTMLElement) => within(element).getAllByRole("row").slice(1);
const listQueries = () => sent("GET", LIST).map((r) => Object.fromEntries(r.url.searchParams));

function inboxState(): InboxState {
  return {
    messages: [
      inboxMessage(3, {
        name: "Ravi Menon",
        email: "ravi@example.org",
        subject: "Spiti in June",
        preview: "Is the Kunzum pass open?",
        createdAt: "2025-08-03T09:30:00.000Z",
        guide: { sno: 2, name: "Meera Srivastav" },
      }),
      inboxMessage(2, {
        subject: "Houseboat",
        status: "answered",
        body: "Is a houseboat safe for toddlers?\nWe travel in December.",
        replies: [
          {
            key: "reply-1",
            kind: "reply",
            author: "Vikram Rao",
            body: "Yes, with life jackets.",
            createdAt: "2025-08-02T11:00:00.000Z",
          },
        ],
      }),
      inboxMessage(1, { subject: "Old question", status: "closed" }),
    ],
  };
}

describe("Inbox messages", () => {
  it("lists the new messages with the counts per status, and filters and searches", async () => {
    server.use(...inbox.messages(inboxState()));
    const { user } = renderWithProviders(<MessagesPanel />);
    const rows = rowsOf(await table());
    expect(rows).toHaveLength(1);
    for (const text of ["Ravi Menon", "ravi@example.org", "Spiti in June", "New"]) {
      expect(within(rows[0]).getByText(text)).toBeTruthy();
    }
    const status = screen.getByLabelText<HTMLSelectElement>("Status");
    expect([...status.options].map((o) => o.textContent)).toEqual([
      "New (1)",
      "Answered (1)",
      "Closed (1)",
      "All (3)",
    ]);

    await user.selectOptions(status, "all");
    await waitFor(async () => expect(rowsOf(await table())).toHaveLength(3));
    const answered = rowsOf(await table())[1];
    expect(within(answered).getByText("Answered")).toBeTruthy();
    expect(within(answered).getByText("1 reply")).toBeTruthy();

    await user.type(screen.getByLabelText("Search messages"), "kunzum");
    await waitFor(async () => expect(rowsOf(await table())).toHaveLength(1));
    expect(listQueries().at(-1)).toEqual({ status: "all", search: "kunzum", page: "1" });
    // The search waited for the typing to stop: not one request per letter.
    expect(listQueries().filter((q) => q.search)).toHaveLength(1);
  });

  it("opens a message's thread, oldest first, and sends a reply that joins it", async () => {
    server.use(...inbox.messages(inboxState()));
    const { user } = renderWithProviders(<MessagesPanel />);
    await user.selectOptions(await screen.findByLabelText("Status"), "answered");
    await user.click(
      await screen.findByRole("button", { name: "Open the message from Meera Nair: Houseboat" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Houseboat" });
    const conversation = await within(dialog).findByRole("list", { name: "Conversation" });
    const entries = within(conversation).getAllByRole("listitem");
    expect(entries.map((e) => e.querySelector("p:last-child")?.textContent)).toEqual([
      "Is a houseboat safe for toddlers?\nWe travel in December.",
      "Yes, with life jackets.",
    ]);
    expect(within(entries[1]).getByText(sentence("Vikram Rao (reply)"))).toBeTruthy();

    // Nothing typed: the form says so and sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    expect(await within(dialog).findByText("Reply is required")).toBeTruthy();
    expect(sent("POST", "/api/admin/inbox/2/reply")).toHaveLength(0);

    const reply = within(dialog).getByLabelText("Reply");
    await user.type(reply, "We also have cots on board.");
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(within(conversation).getAllByRole("listitem")).toHaveLength(3));
    expect(within(conversation).getByText("We also have cots on board.")).toBeTruthy();
    expect(sent("POST", "/api/admin/inbox/2/reply")[0].body).toEqual({
      body: "We also have cots on board.",
    });
    expect((reply as HTMLTextAreaElement).value).toBe("");
    expect(await screen.findByText("Reply sent to meera@example.org.")).toBeTruthy();
  });

  it("closes and reopens a message", async () => {
    server.use(...inbox.messages(inboxState()));
    const { user } = renderWithProviders(<MessagesPanel />);
    await user.click(
      await screen.findByRole("button", {
        name: "Open the message from Ravi Menon: Spiti in June",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Spiti in June" });
    expect(
      await within(dialog).findByText(sentence("About guide Meera Srivastav (#2)")),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close message" }));
    expect(await within(dialog).findByRole("button", { name: "Reopen message" })).toBeTruthy();
    expect(within(dialog).getByText("Closed")).toBeTruthy();
    expect(sent("POST", "/api/admin/inbox/3/close")).toHaveLength(1);
    // The list refreshed: the message left the new ones.
    await waitFor(() => expect(screen.getByText("No new messages.")).toBeTruthy());

    await user.click(within(dialog).getByRole("button", { name: "Reopen message" }));
    expect(await within(dialog).findByRole("button", { name: "Close message" })).toBeTruthy();
    expect(sent("POST", "/api/admin/inbox/3/reopen")).toHaveLength(1);
  });

  it("keeps the typed reply and says why when sending fails", async () => {
    server.use(...inbox.messages(inboxState()));
    server.use(
      http.post("/api/admin/inbox/:id/reply", () =>
        apiError(503, "SERVICE_UNAVAILABLE", "We can't reach our database right now."),
      ),
    );
    const { user } = renderWithProviders(<MessagesPanel />);
    await user.click(
      await screen.findByRole("button", {
        name: "Open the message from Ravi Menon: Spiti in June",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Spiti in June" });
    const reply = await within(dialog).findByLabelText("Reply");
    await user.type(reply, "Yes, from mid June.");
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "We can't reach our database right now.",
    );
    expect((reply as HTMLTextAreaElement).value).toBe("Yes, from mid June.");
  });

  it("says so when there is nothing to show", async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({
          messages: [],
          total: 0,
          page: 1,
          pageSize: 20,
          counts: { new: 0, answered: 0, closed: 0 },
        }),
      ),
    );
    renderWithProviders(<MessagesPanel />);
    expect(await screen.findByText("No new messages.")).toBeTruthy();
  });
});
