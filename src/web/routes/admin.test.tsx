import { screen, within } from "@testing-library/react";
import { admin } from "@tests/support/msw/handlers/admin";
import { licences } from "@tests/support/msw/handlers/licences";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminGuideList, GuideProfileView } from "@/shared/guides/profile-types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import AdminScreen from "./admin";

const NOT_ADMIN_TEXT = "This area is for administrators.";

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

  it("lists the guides a page at a time, with how many there are", async () => {
    signedInAs("admin");
    const guide = (sno: number) =>
      ({
        sno,
        name: `Guide ${sno}`,
        listed: true,
        verified: true,
        missing: [],
        maxGroupSize: 8,
      }) as unknown as GuideProfileView;
    server.use(
      admin.users(() => []),
      http.get("/api/admin/guides", ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
        const all = Array.from({ length: 25 }, (_, i) => guide(i + 1));
        const list: AdminGuideList = {
          guides: all.slice((page - 1) * 20, page * 20),
          total: all.length,
          page,
          pageSize: 20,
        };
        return HttpResponse.json(list);
      }),
    );
    const { user } = renderWithProviders(<AdminScreen />, { url: "/admin", path: "/admin" });
    await user.click(screen.getByRole("tab", { name: "Guides" }));
    const table = await screen.findByRole("table", { name: "Guides" });
    expect(await within(table).findByText("Guide 20")).toBeTruthy();
    expect(within(table).queryByText("Guide 21")).toBeNull();
    expect(screen.getByText("25 guides")).toBeTruthy();
    await user.click(
      within(screen.getByRole("navigation", { name: "Guides pages" })).getByRole("button", {
        name: "Next",
      }),
    );
    expect(await within(table).findByText("Guide 25")).toBeTruthy();
    expect(within(table).queryByText("Guide 1")).toBeNull();
    expect(sent("GET", "/api/admin/guides").map((r) => r.url.searchParams.get("page"))).toEqual([
      "1",
      "2",
    ]);
  });
});
