import { screen } from "@testing-library/react";
import { admin } from "@tests/support/msw/handlers/admin";
import { licences } from "@tests/support/msw/handlers/licences";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
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

describe("Admin console", () => {
  it.each(["user", "guide"])("shows a %s only that the area is for administrators", (role) => {
    signedInAs(role);
    renderWithProviders(<AdminScreen />, { url: "/admin", path: "/admin" });
    expect(screen.getByText(NOT_ADMIN_TEXT)).toBeTruthy();
    expect(NOT_ADMIN_TEXT).toBe("This area is for administrators.");
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(sent()).toHaveLength(0);
  });

  it("gives an admin the Users, Guide applications and Licences tabs", async () => {
    signedInAs("admin");
    server.use(
      admin.users(() => []),
      ...admin.applications([]),
      ...licences.admin([]),
    );
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
    await user.click(screen.getByRole("tab", { name: "Licences" }));
    expect(await screen.findByText("No licences are waiting for verification.")).toBeTruthy();
    expect(screen.queryByText(NOT_ADMIN_TEXT)).toBeNull();
  });
});
