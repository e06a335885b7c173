import { screen, waitFor, within } from "@testing-library/react";
import { licences } from "@tests/support/msw/handlers/licences";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { LicencesPanel } from "./licences-panel";
import { adminLicence } from "./testing/licence-fixtures";

polyfillDialog();

const toasts = () => within(screen.getByRole("region", { name: "Notifications" }));
const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe("Licences panel", () => {
  it("lists pending licences with the guide, the licence and a link to its document", async () => {
    server.use(
      ...licences.admin([
        adminLicence(1),
        adminLicence(7, {
          guideName: "Meera Nair",
          kind: "state",
          number: "KL 0042",
          authority: "Kerala Tourism",
          expiresOn: "2027-03-31",
        }),
        adminLicence(3, {
          guideName: "Old Decision",
          status: "verified",
          reviewedAt: "2025-07-20T10:00:00.000Z",
          reviewedBy: "Admin persona",
        }),
      ]),
    );
    const { user } = renderWithProviders(<LicencesPanel />);
    const table = await screen.findByRole("table", { name: "Guide licences" });
    const [kabir, meera] = rowsOf(table);
    expect(rowsOf(table)).toHaveLength(2);
    for (const text of ["Kabir Sethi", "India Tourism guide, regional level", "RGT/2024-0117"]) {
      expect(within(kabir).getByText(text)).toBeTruthy();
    }
    expect(within(kabir).getByText("30 June 2030")).toBeTruthy();
    expect(within(kabir).getByText("15 July 2025")).toBeTruthy();
    for (const text of ["Meera Nair", "State level guide", "KL 0042", "Kerala Tourism"]) {
      expect(within(meera).getByText(text)).toBeTruthy();
    }
    const view = within(meera).getByRole("link", { name: "View document of Meera Nair" });
    expect(view.getAttribute("href")).toBe("/api/admin/licences/7/document");
    expect(view.getAttribute("target")).toBe("_blank");

    await user.selectOptions(screen.getByLabelText("Status"), "Verified");
    await waitFor(() => expect(screen.getByText("Old Decision")).toBeTruthy());
    const verified = rowsOf(screen.getByRole("table", { name: "Guide licences" }));
    expect(verified).toHaveLength(1);
    expect(within(verified[0]).getByText("20 July 2025 by Admin persona")).toBeTruthy();
    expect(within(verified[0]).queryByRole("button", { name: /Verify/ })).toBeNull();
    expect(sent("GET", "/api/admin/licences").map((r) => r.url.searchParams.get("status"))).toEqual(
      ["pending", "verified"],
    );
  });

  it("verifies a licence, says so and takes it off the pending list", async () => {
    server.use(...licences.admin([adminLicence(1)]));
    const { user } = renderWithProviders(<LicencesPanel />);
    await user.click(await screen.findByRole("button", { name: "Verify licence of Kabir Sethi" }));
    expect(
      await toasts().findByText(
        "Licence verified. Kabir Sethi's card now shows the Licensed badge, and they have been emailed.",
      ),
    ).toBeTruthy();
    expect(sent("POST", "/api/admin/licences/1/verify")).toHaveLength(1);
    expect(await screen.findByText("No licences are waiting for verification.")).toBeTruthy();
  });

  it("rejects only with a reason, which is sent and then shown with the rejected ones", async () => {
    server.use(...licences.admin([adminLicence(4, { guideName: "Nisha Rao" })]));
    const { user } = renderWithProviders(<LicencesPanel />);
    await user.click(await screen.findByRole("button", { name: "Reject licence of Nisha Rao" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the licence of Nisha Rao" });

    await user.click(within(dialog).getByRole("button", { name: "Reject licence" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    expect(sent("POST", "/api/admin/licences/4/reject")).toHaveLength(0);

    const reason = "The scan is too blurred to read the number.";
    await user.type(within(dialog).getByLabelText("Reason for rejection"), reason);
    await user.click(within(dialog).getByRole("button", { name: "Reject licence" }));
    expect(
      await toasts().findByText("Licence rejected. Nisha Rao has been emailed the reason."),
    ).toBeTruthy();
    await waitFor(() => expect(sent("POST", "/api/admin/licences/4/reject")).toHaveLength(1));
    expect(sent("POST", "/api/admin/licences/4/reject")[0].body).toEqual({ reason });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("No licences are waiting for verification.")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Status"), "Rejected");
    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it("says why a decision failed", async () => {
    server.use(...licences.admin([adminLicence(1)]));
    server.use(
      http.post("/api/admin/licences/1/verify", () =>
        apiError(409, "LICENCE_EXPIRED", "This licence has expired."),
      ),
    );
    const { user } = renderWithProviders(<LicencesPanel />);
    await user.click(await screen.findByRole("button", { name: "Verify licence of Kabir Sethi" }));
    expect(await toasts().findByText("This licence has expired.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Verify licence of Kabir Sethi" })).toBeTruthy();
  });
});
