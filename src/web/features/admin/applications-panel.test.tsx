import { screen, waitFor, within } from "@testing-library/react";
import { admin } from "@tests/support/msw/handlers/admin";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { ApplicationsPanel } from "./applications-panel";
import { application } from "./testing/admin-fixtures";

describe("Guide applications panel", () => {
  it("lists pending applications and shows every field of one", async () => {
    server.use(
      ...admin.applications([
        application(1),
        application(2, {
          fullName: "Meera Nair",
          email: "meera@example.org",
          specialization: "food",
          experience: 1,
        }),
        application(3, { fullName: "Old Decision", status: "approved" }),
      ]),
    );
    const { user } = renderWithProviders(<ApplicationsPanel />);

    const table = await screen.findByRole("table", { name: "Guide applications" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText("Meera Nair")).toBeTruthy();
    expect(within(rows[1]).getByText("meera@example.org")).toBeTruthy();
    expect(within(rows[1]).getByText("Food Tourism")).toBeTruthy();
    expect(within(rows[1]).getByText("1 year")).toBeTruthy();
    expect(within(rows[0]).getByText("15 July 2025")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Status").value).toBe("pending");

    await user.click(screen.getByRole("button", { name: "View application from Kabir Sethi" }));
    const dialog = await screen.findByRole("dialog", { name: "Application from Kabir Sethi" });
    for (const text of [
      "kabir@example.org",
      "+91 99887 76655",
      "12 Lake Road, Udaipur",
      "6 years",
      "Hindi, English, Mewari",
      "Historical Sites",
      "Licensed city guide for Udaipur's palaces and lakes.",
      "Pending",
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await user.selectOptions(screen.getByLabelText("Status"), "all");
    await waitFor(() =>
      expect(within(screen.getByRole("table")).getAllByRole("row").slice(1)).toHaveLength(3),
    );
    expect(
      sent("GET", "/api/admin/applications").map((c) => c.url.searchParams.get("status")),
    ).toEqual(["pending", "all"]);
  });

  it("shows how each applicant was checked, and refuses to approve one naming someone's account", async () => {
    server.use(
      ...admin.applications([
        application(1, { fromAccount: true, emailAccount: { id: "u9", role: "guide" } }),
        application(2, {
          fullName: "Mallory Impostor",
          email: "traveller@example.com",
          emailVerifiedAt: null,
          emailAccount: { id: "u1", role: "user" },
        }),
      ]),
    );
    const { user } = renderWithProviders(<ApplicationsPanel />);
    const table = await screen.findByRole("table", { name: "Guide applications" });
    const [bound, impostor] = within(table).getAllByRole("row").slice(1);
    const checks = (row: HTMLElement) =>
      within(within(row).getByRole("list", { name: "Applicant checks" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect(checks(bound)).toEqual(["Signed in", "Email verified", "Existing account: Guide"]);
    expect(checks(impostor)).toEqual([
      "Signed out",
      "Email not verified",
      "Existing account: User",
    ]);

    await user.click(
      screen.getByRole("button", { name: "View application from Mallory Impostor" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Application from Mallory Impostor" });
    for (const text of [
      "Signed out",
      "No, the applicant has not proved they read this address",
      "Yes, an existing User account",
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    const approve = within(dialog).getByRole("button", { name: "Approve" });
    expect(approve).toHaveProperty("disabled", true);
    expect(approve.getAttribute("aria-describedby")).toBe("approval-blocked");
    expect(
      within(dialog).getByText(/Please ask the person to log in to that account/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));

    await user.click(screen.getByRole("button", { name: "View application from Kabir Sethi" }));
    const boundDialog = await screen.findByRole("dialog", { name: "Application from Kabir Sethi" });
    expect(
      within(boundDialog).getByText("Signed in, from the account with this email"),
    ).toBeTruthy();
    expect(within(boundDialog).getByText("Yes, on 15 July 2025")).toBeTruthy();
    expect(within(boundDialog).getByRole("button", { name: "Approve" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("approves an application, says so and refreshes the list", async () => {
    server.use(...admin.applications([application(1)]));
    const { user } = renderWithProviders(<ApplicationsPanel />);
    await user.click(
      await screen.findByRole("button", { name: "View application from Kabir Sethi" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Application from Kabir Sethi" });
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));

    expect(
      await screen.findByText(
        "Application approved. Kabir Sethi is now listed as a guide, and an invitation to set a password was emailed.",
      ),
    ).toBeTruthy();
    expect(sent("POST", "/api/admin/applications/1/approve")).toHaveLength(1);
    expect(await screen.findByText("No applications are waiting for a decision.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("rejects only with a reason, which is sent to the server", async () => {
    server.use(...admin.applications([application(4, { fullName: "Nisha Rao" })]));
    const { user } = renderWithProviders(<ApplicationsPanel />);
    await user.click(
      await screen.findByRole("button", { name: "View application from Nisha Rao" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Application from Nisha Rao" });

    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    expect(sent("POST", "/api/admin/applications/4/reject")).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText("Reason for rejection"),
      "We need a state guide licence.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(
      await screen.findByText("Application rejected. Nisha Rao has been emailed the reason."),
    ).toBeTruthy();
    const [call] = sent("POST", "/api/admin/applications/4/reject");
    expect(call.body).toEqual({
      reason: "We need a state guide licence.",
    });
    expect(await screen.findByText("No applications are waiting for a decision.")).toBeTruthy();
  });

  it("shows the server's refusal when the application was already decided", async () => {
    server.use(...admin.applications([application(5)]));
    server.use(
      http.post("/api/admin/applications/5/approve", () =>
        apiError(409, "APPLICATION_DECIDED", "This application has already been rejected."),
      ),
    );
    const { user } = renderWithProviders(<ApplicationsPanel />);
    await user.click(
      await screen.findByRole("button", { name: "View application from Kabir Sethi" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Application from Kabir Sethi" });
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "This application has already been rejected.",
    );
  });
});
