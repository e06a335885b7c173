import { screen, within } from "@testing-library/react";
import { admin } from "@tests/support/msw/handlers/admin";
import { licences } from "@tests/support/msw/handlers/licences";
import { server } from "@tests/support/msw/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { ApplicationsPanel } from "@/web/features/admin/applications-panel";
import { LicencesPanel } from "@/web/features/admin/licences-panel";
import { adminUser, application } from "@/web/features/admin/testing/admin-fixtures";
import { adminLicence } from "@/web/features/admin/testing/licence-fixtures";
import AdminScreen from "./admin";

polyfillDialog();

const auth = vi.hoisted(() => ({
  session: { data: null as unknown, isPending: false, error: null, refetch: async () => {} },
}));
vi.mock("@/web/lib/auth-client", () => ({ authClient: { useSession: () => auth.session } }));

const signedInAs = (role: string) => {
  auth.session = { ...auth.session, data: { user: { id: "u1", email: "x@example.org", role } } };
};

beforeEach(() => {
  auth.session = { data: null, isPending: false, error: null, refetch: async () => {} };
});

englishAfterEach();

describe("the admin console in Hindi", () => {
  it("tells someone who is not an admin, in Hindi, that the area is not theirs", async () => {
    await showHindi(["dashboard", "console"]);
    signedInAs("user");
    renderWithProviders(<AdminScreen />, { url: "/admin", path: "/admin" });
    expect(screen.getByText("यह हिस्सा एडमिन के लिए है।")).toBeTruthy();
    expect(screen.queryByText("This area is for administrators.")).toBeNull();
  });

  it("shows the console's frame, tabs and users list in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    signedInAs("admin");
    server.use(
      admin.users(() => [
        adminUser(1),
        adminUser(2, { role: "guide", banned: true, emailVerified: false }),
      ]),
    );
    renderWithProviders(<AdminScreen />, { url: "/admin", path: "/admin" });
    expect(screen.getByRole("heading", { level: 1, name: "एडमिन कंसोल" })).toBeTruthy();
    const tabs = screen.getByRole("tablist", { name: "एडमिन के हिस्से" });
    // Tabs only this catalog names (the other console catalogs share some of the rest).
    for (const name of ["उपयोगकर्ता", "गाइड के आवेदन", "लाइसेंस"]) {
      expect(within(tabs).getByRole("tab", { name })).toBeTruthy();
    }
    // The section's code loads when it is first opened.
    expect(await screen.findByRole("searchbox", { name: "उपयोगकर्ता खोजें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "उपयोगकर्ता को न्योता दें" })).toBeTruthy();

    const table = await screen.findByRole("table", { name: "उपयोगकर्ता" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(["नाम", "भूमिका", "सत्यापित", "जुड़ने की तारीख़"]));
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(within(first).getByText("यात्री")).toBeTruthy();
    expect(within(first).getByText("सक्रिय")).toBeTruthy();
    expect(within(first).getByText("Person 1").getAttribute("translate")).toBe("no");
    expect(within(second).getByText("गाइड")).toBeTruthy();
    expect(within(second).getByText("रोक लगी है")).toBeTruthy();
    expect(
      within(first).getByRole("button", { name: "person1@example.org का प्रबंधन करें" }).textContent,
    ).toBe("प्रबंधन करें");
    expect(screen.getByText("2 उपयोगकर्ता")).toBeTruthy();
    expect(screen.queryByText("Manage")).toBeNull();
  });

  it("opens a user's details in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    signedInAs("admin");
    const people = [adminUser(1)];
    server.use(
      admin.users(() => people),
      admin.user(() => people),
    );
    const { user } = renderWithProviders(<AdminScreen />, { url: "/admin", path: "/admin" });
    await user.click(
      await screen.findByRole("button", { name: "person1@example.org का प्रबंधन करें" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "उपयोगकर्ता का प्रबंधन" });
    expect(await within(dialog).findByText("टू-फ़ैक्टर ऑथेंटिकेशन")).toBeTruthy();
    const role = within(dialog).getByRole("combobox", { name: "भूमिका" });
    expect(
      within(role)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["यात्री", "गाइड", "एडमिन"]);
    expect(within(dialog).getByRole("button", { name: "सहेजें" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "उपयोगकर्ता पर रोक लगाएँ" })).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "खाते पर कार्रवाई" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "उपयोगकर्ता हटाएँ" })).toBeTruthy();
  });

  it("shows guide applications and one application in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    server.use(...admin.applications([application(1)]));
    const { user } = renderWithProviders(<ApplicationsPanel />);
    const table = await screen.findByRole("table", { name: "गाइड के आवेदन" });
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(within(row).getByText("ऐतिहासिक स्थल")).toBeTruthy();
    expect(within(row).getByText("6 साल")).toBeTruthy();
    const checks = within(row).getByRole("list", { name: "आवेदक की जाँच" });
    expect(within(checks).getByText("बिना साइन इन किए")).toBeTruthy();
    const status = screen.getByRole("combobox");
    expect(within(status).getByRole("option", { name: "मंज़ूर" })).toBeTruthy();

    await user.click(within(row).getByRole("button", { name: "Kabir Sethi का आवेदन देखें" }));
    const dialog = await screen.findByRole("dialog", { name: "Kabir Sethi का आवेदन" });
    for (const name of within(dialog).getAllByText("Kabir Sethi")) {
      expect(name.getAttribute("translate")).toBe("no");
    }
    expect(within(dialog).getByText("कितने साल का अनुभव")).toBeTruthy();
    expect(within(dialog).getByText("इस ईमेल वाला खाता")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "मंज़ूर करें" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "नामंज़ूर करें" })).toBeTruthy();
    expect(within(dialog).getByLabelText("नामंज़ूर करने की वजह")).toBeTruthy();
  });

  it("shows the licences in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    server.use(...licences.admin([adminLicence(1)]));
    renderWithProviders(<LicencesPanel />);
    const table = await screen.findByRole("table", { name: "गाइड के लाइसेंस" });
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(within(row).getByText("भारत पर्यटन गाइड, क्षेत्रीय स्तर")).toBeTruthy();
    expect(within(row).getByText("Kabir Sethi").getAttribute("translate")).toBe("no");
    expect(
      within(row).getByRole("button", { name: "Kabir Sethi का लाइसेंस सत्यापित करें" }).textContent,
    ).toBe("सत्यापित करें");
    expect(within(row).getByRole("link", { name: "Kabir Sethi का दस्तावेज़ देखें" }).textContent).toBe(
      "दस्तावेज़ देखें",
    );
    expect(within(table).getByRole("columnheader", { name: "जारी करने वाला" })).toBeTruthy();
    const status = screen.getByRole("combobox");
    expect(within(status).getByRole("option", { name: "सत्यापित" })).toBeTruthy();
  });
});
