import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import AdminScreen, { NOT_ADMIN_TEXT } from "./admin";

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
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Admin console", () => {
  it.each(["user", "guide"])("shows a %s only that the area is for administrators", (role) => {
    signedInAs(role);
    const fetchMock = mockFetch({});
    renderWithProviders(<AdminScreen />, { url: "/admin", path: "/admin" });
    expect(screen.getByText(NOT_ADMIN_TEXT)).toBeTruthy();
    expect(NOT_ADMIN_TEXT).toBe("This area is for administrators.");
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("gives an admin the Users and Guide applications tabs", async () => {
    signedInAs("admin");
    mockFetch({
      "GET /api/admin/users": { body: { users: [], total: 0, page: 1, pageSize: 20 } },
      "GET /api/admin/applications": {
        body: { applications: [], total: 0, page: 1, pageSize: 20 },
      },
    });
    const { user } = renderWithProviders(<AdminScreen />, { url: "/admin", path: "/admin" });
    expect(screen.getByRole("heading", { name: "Admin console" })).toBeTruthy();
    const usersTab = screen.getByRole("tab", { name: "Users" });
    expect(usersTab.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("No users yet.")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Guide applications" }));
    expect(
      screen.getByRole("tab", { name: "Guide applications" }).getAttribute("aria-selected"),
    ).toBe("true");
    expect(await screen.findByText("No applications are waiting for a decision.")).toBeTruthy();
    expect(screen.queryByText(NOT_ADMIN_TEXT)).toBeNull();
  });
});
