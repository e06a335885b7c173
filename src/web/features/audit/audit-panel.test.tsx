import { screen, within } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { AuditEntryView, AuditList } from "@/shared/audit/types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { AuditPanel } from "./audit-panel";

const LIST = "/api/admin/audit";

const entry = (id: number, changes: Partial<AuditEntryView>): AuditEntryView => ({
  id,
  at: "2025-08-04T10:30:00.000Z",
  actorId: "admin-1",
  actorEmail: "admin@example.com",
  action: "user.ban",
  entityType: "user",
  entityId: "u-42",
  before: null,
  after: null,
  ...changes,
});

const ENTRIES: AuditEntryView[] = [
  entry(3, {
    action: "guide.unlist",
    entityType: "guide",
    entityId: "3",
    before: { listed: true, languages: ["Hindi", "English"], description: "<b>Old</b>" },
    after: { listed: false, languages: ["Hindi", "English", "Tamil"], description: "<b>New</b>" },
  }),
  entry(2, {
    action: "closure.create",
    entityType: "closure",
    entityId: "9",
    actorId: null,
    actorEmail: "gone@example.com",
    after: { destinationName: "Ladakh", startsOn: "02-01", reason: "Snow" },
  }),
  entry(1, {
    before: { banned: false, banReason: null },
    after: { banned: true, banReason: "Spam" },
  }),
];

/** A log of three entries that pages two at a time and filters by record. */
function fakeLog() {
  server.use(
    http.get(LIST, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get("page") ?? 1);
      const type = url.searchParams.get("entityType");
      const id = url.searchParams.get("entityId");
      const matching = ENTRIES.filter(
        (e) => (!type || e.entityType === type) && (!id || e.entityId === id),
      );
      const body: AuditList = {
        entries: matching.slice((page - 1) * 2, page * 2),
        page,
        pageSize: 2,
        hasMore: matching.length > page * 2,
      };
      return HttpResponse.json(body);
    }),
  );
}

const entries = () => screen.findByRole("list", { name: "Audit log entries" });
const articles = async () => within(await entries()).getAllByRole("article");

describe("AuditPanel", () => {
  it("shows each change as who, when and the fields before and after, newest first", async () => {
    fakeLog();
    renderWithProviders(<AuditPanel />);
    const [guide, closure] = await articles();

    expect(within(guide).getByRole("heading").textContent).toContain("Guide: unlist");
    expect(within(guide).getByText("admin@example.com")).toBeTruthy();
    expect(within(guide).getByText("4 August 2025 at 4:00 pm")).toBeTruthy();
    const changes = within(guide).getByRole("table", { name: "Changes to Guide 3" });
    const rows = within(changes).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "ListedYesNo",
      "LanguagesHindi, EnglishHindi, English, Tamil(added Tamil)",
      "Description<b>Old</b><b>New</b>",
    ]);
    // Markup in a value is text, never HTML.
    expect(guide.querySelector("b")).toBeNull();

    // A creation: every field is new; an actor whose account is gone is still named.
    expect(within(closure).getByText(/account since deleted/)).toBeTruthy();
    const created = within(closure).getByRole("table", { name: "Changes to Seasonal closure 9" });
    expect(
      within(created)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["Destination name—Ladakh", "Starts on—02-01", "Reason—Snow"]);
  });

  it("pages to older entries and back", async () => {
    fakeLog();
    const { user } = renderWithProviders(<AuditPanel />);
    await articles();
    const pages = screen.getByRole("navigation", { name: "Audit log pages" });
    expect(within(pages).getByRole("button", { name: "Newer" })).toHaveProperty("disabled", true);
    await user.click(within(pages).getByRole("button", { name: "Older" }));
    expect(await screen.findByRole("heading", { name: /User: ban/ })).toBeTruthy();
    expect(within(pages).getByRole("button", { name: "Older" })).toHaveProperty("disabled", true);
    const ban = within(screen.getByRole("table", { name: "Changes to User u-42" }));
    expect(
      ban
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["BannedNoYes", "Ban reason—Spam"]);
    await user.click(within(pages).getByRole("button", { name: "Newer" }));
    expect(await screen.findByRole("heading", { name: /Guide: unlist/ })).toBeTruthy();
  });

  it("checks the filters before sending them, and shows one record's history", async () => {
    fakeLog();
    const { user } = renderWithProviders(<AuditPanel />);
    await articles();
    const form = screen.getByRole("form", { name: "Filter the audit log" });
    await user.type(within(form).getByLabelText("From"), "2025-08-05");
    await user.type(within(form).getByLabelText("To"), "2025-08-01");
    await user.type(within(form).getByLabelText("Admin's e-mail"), "  admin@ ");
    const before = sent("GET", LIST).length;
    await user.click(within(form).getByRole("button", { name: "Show entries" }));
    expect(await within(form).findByText("The last day comes before the first")).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText("To"));
    expect(sent("GET", LIST)).toHaveLength(before);

    await user.clear(within(form).getByLabelText("To"));
    await user.type(within(form).getByLabelText("To"), "2025-08-09");
    await user.click(within(form).getByRole("button", { name: "Show entries" }));
    await screen.findByRole("list", { name: "Audit log entries" });
    const query = sent("GET", LIST).at(-1)!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      actor: "admin@",
      from: "2025-08-05",
      to: "2025-08-09",
      page: "1",
    });

    await user.click(screen.getByRole("button", { name: "History of Seasonal closure 9" }));
    expect(await screen.findByRole("heading", { name: /Seasonal closure: create/ })).toBeTruthy();
    expect(await articles()).toHaveLength(1);
    expect(Object.fromEntries(sent("GET", LIST).at(-1)!.url.searchParams)).toEqual({
      entityType: "closure",
      entityId: "9",
      page: "1",
    });
    expect((within(form).getByLabelText("Record kind") as HTMLInputElement).value).toBe("closure");
  });

  it("says when nothing matches", async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ entries: [], page: 1, pageSize: 25, hasMore: false }),
      ),
    );
    renderWithProviders(<AuditPanel />);
    expect(await screen.findByText("No changes match these filters.")).toBeTruthy();
  });

  it("offers a retry when the log cannot be loaded", async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ error: { code: "INTERNAL", message: "Boom." } }, { status: 500 }),
      ),
    );
    renderWithProviders(<AuditPanel />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the audit log.");
    expect(within(alert).getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
