import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminGuideApplication } from "@/shared/admin/schema";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { ApplicationsPanel } from "./applications-panel";
import { application, callsTo, stubApi } from "./testing/admin-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A tiny in-memory applications API: list by status, approve, reject. */
function applicationsApi(rows: AdminGuideApplication[]) {
  return stubApi((url, init) => {
    if (url.pathname === "/api/admin/applications") {
      const status = url.searchParams.get("status") ?? "pending";
      const found = rows.filter((a) => status === "all" || a.status === status);
      return { body: { applications: found, total: found.length, page: 1, pageSize: 20 } };
    }
    const decision = /^\/api\/admin\/applications\/(\d+)\/(approve|reject)$/.exec(url.pathname);
    if (decision && init?.method === "POST") {
      const index = rows.findIndex((a) => a.id === Number(decision[1]));
      const reason =
        decision[2] === "reject"
          ? (JSON.parse(String(init.body)) as { reason: string }).reason
          : null;
      rows[index] = {
        ...rows[index],
        status: decision[2] === "approve" ? "approved" : "rejected",
        decisionReason: reason,
        decidedAt: "2025-08-01T10:00:00.000Z",
      };
      return decision[2] === "approve"
        ? {
            body: {
              application: rows[index],
              guide: { sno: 10, name: rows[index].fullName },
              accountCreated: true,
            },
          }
        : { body: { application: rows[index] } };
    }
    return undefined;
  });
}

describe("Guide applications panel", () => {
  it("lists pending applications and shows every field of one", async () => {
    const fetchMock = applicationsApi([
      application(1),
      application(2, {
        fullName: "Meera Nair",
        email: "meera@example.org",
        specialization: "food",
        experience: 1,
      }),
      application(3, { fullName: "Old Decision", status: "approved" }),
    ]);
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
      callsTo(fetchMock, "GET", "/api/admin/applications").map((c) =>
        c.url.searchParams.get("status"),
      ),
    ).toEqual(["pending", "all"]);
  });

  it("approves an application, says so and refreshes the list", async () => {
    const fetchMock = applicationsApi([application(1)]);
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
    expect(callsTo(fetchMock, "POST", "/api/admin/applications/1/approve")).toHaveLength(1);
    expect(await screen.findByText("No applications are waiting for a decision.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("rejects only with a reason, which is sent to the server", async () => {
    const fetchMock = applicationsApi([application(4, { fullName: "Nisha Rao" })]);
    const { user } = renderWithProviders(<ApplicationsPanel />);
    await user.click(
      await screen.findByRole("button", { name: "View application from Nisha Rao" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Application from Nisha Rao" });

    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/admin/applications/4/reject")).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText("Reason for rejection"),
      "We need a state guide licence.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(
      await screen.findByText("Application rejected. Nisha Rao has been emailed the reason."),
    ).toBeTruthy();
    const [call] = callsTo(fetchMock, "POST", "/api/admin/applications/4/reject");
    expect(JSON.parse(String(call.init?.body))).toEqual({
      reason: "We need a state guide licence.",
    });
    expect(await screen.findByText("No applications are waiting for a decision.")).toBeTruthy();
  });

  it("shows the server's refusal when the application was already decided", async () => {
    stubApi((url) =>
      url.pathname === "/api/admin/applications"
        ? { body: { applications: [application(5)], total: 1, page: 1, pageSize: 20 } }
        : url.pathname === "/api/admin/applications/5/approve"
          ? {
              status: 409,
              body: {
                error: {
                  code: "APPLICATION_DECIDED",
                  message: "This application has already been rejected.",
                },
              },
            }
          : undefined,
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
