import { screen, within } from "@testing-library/react";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { AuditEntryView, AuditList } from "@/shared/audit/types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { AuditPanel } from "./audit-panel";

englishAfterEach();

const base = {
  at: "2025-08-04T10:30:00.000Z",
  actorId: "admin-1",
  actorEmail: "admin@example.com",
} satisfies Partial<AuditEntryView>;

const ENTRIES: AuditEntryView[] = [
  {
    ...base,
    id: 2,
    action: "guide.unlist",
    entityType: "guide",
    entityId: "3",
    before: { listed: true, languages: ["Hindi", "English"], bio: "" },
    after: { listed: false, languages: ["Hindi", "English", "Tamil"], bio: "Hello" },
  },
  {
    ...base,
    id: 1,
    action: "user.impersonate",
    entityType: "user",
    entityId: "u-42",
    actorId: null,
    before: null,
    after: { banReason: "Spam" },
  },
];

function fakeLog() {
  const body: AuditList = { entries: ENTRIES, page: 1, pageSize: 25, hasMore: false };
  server.use(http.get("/api/admin/audit", () => HttpResponse.json(body)));
}

describe("the audit log in Hindi", () => {
  it("says what changed, who and when in Hindi, and keeps the records' data as it is", async () => {
    await showHindi(["dashboard", "console"]);
    fakeLog();
    renderWithProviders(<AuditPanel />);
    const list = await screen.findByRole("list", { name: "ऑडिट लॉग की प्रविष्टियाँ" });
    const [guide, user] = within(list).getAllByRole("article");

    const heading = within(guide).getByRole("heading");
    expect(within(heading).getByText("गाइड: सूची से हटाया गया")).toBeTruthy();
    expect(heading.textContent).toContain("गाइड 3");
    expect(within(guide).getByText("admin@example.com").getAttribute("translate")).toBe("no");
    expect(within(guide).getByText("4 अगस्त 2025 को शाम 4:00 बजे")).toBeTruthy();
    const changes = within(guide).getByRole("table", { name: "गाइड 3 में बदलाव" });
    expect(within(changes).getByRole("columnheader", { name: "पहले" })).toBeTruthy();
    const [listed, languages, bio] = within(changes).getAllByRole("row").slice(1);
    expect(listed.textContent).toBe("Listedहाँनहीं");
    expect(within(listed).getByText("Listed").getAttribute("lang")).toBe("en");
    expect(languages.textContent).toContain("(जोड़ा गया: Tamil)");
    expect(within(languages).getByText("Tamil").getAttribute("translate")).toBe("no");
    expect(bio.textContent).toBe("Bio(ख़ाली)Hello");
    expect(within(guide).getByRole("button", { name: "गाइड 3 का इतिहास" })).toBeTruthy();

    // An action the console has no words for shows its code in English, marked so.
    const action = within(user).getByText("User: impersonate");
    expect(action.getAttribute("lang")).toBe("en");
    expect(within(user).getByText(/खाता अब हटाया जा चुका है/)).toBeTruthy();
    for (const id of within(user).getAllByText("u-42"))
      expect(id.getAttribute("translate")).toBe("no");

    const form = screen.getByRole("form", { name: "ऑडिट लॉग फ़िल्टर करें" });
    expect(within(form).getByLabelText("रिकॉर्ड का प्रकार")).toBeTruthy();
    expect(within(form).getByLabelText("एडमिन का ईमेल")).toBeTruthy();
    expect(within(form).getByRole("button", { name: "प्रविष्टियाँ दिखाएँ" })).toBeTruthy();
    const kinds = document.getElementById("audit-entity-types");
    expect(kinds?.querySelector('option[value="closure"]')?.textContent).toBe("मौसमी बंदी");
  });
});
