import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminUser } from "@/shared/admin/schema";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { adminUser, callsTo, stubApi, userDetail } from "./testing/admin-fixtures";
import { UsersPanel } from "./users-panel";

afterEach(() => {
  vi.unstubAllGlobals();
});

const everyone = Array.from({ length: 45 }, (_, i) => adminUser(i + 1));

function listReply(url: URL, people: AdminUser[] = everyone) {
  const search = url.searchParams.get("search")?.toLowerCase() ?? "";
  const page = Number(url.searchParams.get("page") ?? 1);
  const found = people.filter(
    (p) => p.email.includes(search) || p.name.toLowerCase().includes(search),
  );
  return {
    body: {
      users: found.slice((page - 1) * 20, page * 20),
      total: found.length,
      page,
      pageSize: 20,
    },
  };
}

function rowEmails() {
  const table = screen.getByRole("table", { name: "Users" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0].textContent);
}

describe("Users panel", () => {
  it("lists users with their details and pages through them", async () => {
    const fetchMock = stubApi((url) =>
      url.pathname === "/api/admin/users" ? listReply(url) : undefined,
    );
    const { user } = renderWithProviders(<UsersPanel />);

    expect(await screen.findByText("person1@example.org")).toBeTruthy();
    expect(rowEmails()).toHaveLength(20);
    const header = within(screen.getByRole("table", { name: "Users" })).getAllByRole(
      "columnheader",
    );
    expect(header.map((h) => h.textContent)).toEqual([
      "Email",
      "Name",
      "Role",
      "Verified",
      "Status",
      "Joined",
      "Actions",
    ]);
    const firstRow = screen.getByText("person1@example.org").closest("tr") as HTMLElement;
    expect(within(firstRow).getByText("Person 1")).toBeTruthy();
    expect(within(firstRow).getByText("User")).toBeTruthy();
    expect(within(firstRow).getByText("Yes")).toBeTruthy();
    expect(within(firstRow).getByText("Active")).toBeTruthy();
    expect(within(firstRow).getByText("1 June 2025")).toBeTruthy();

    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" }).matches(":disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    await waitFor(() => expect(rowEmails()[0]).toBe("person21@example.org"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 3 of 3")).toBeTruthy();
    await waitFor(() => expect(rowEmails()).toHaveLength(5));
    expect(screen.getByRole("button", { name: "Next" }).matches(":disabled")).toBe(true);
    expect(
      callsTo(fetchMock, "GET", "/api/admin/users").map((c) => c.url.searchParams.get("page")),
    ).toEqual(["1", "2", "3"]);
  });

  it("searches after typing, starting again on page 1", async () => {
    const fetchMock = stubApi((url) =>
      url.pathname === "/api/admin/users" ? listReply(url) : undefined,
    );
    const { user } = renderWithProviders(<UsersPanel />);
    await screen.findByText("person1@example.org");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Page 2 of 3");

    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "person4");
    await waitFor(
      () =>
        expect(rowEmails()).toEqual([
          "person4@example.org",
          "person40@example.org",
          "person41@example.org",
          "person42@example.org",
          "person43@example.org",
          "person44@example.org",
          "person45@example.org",
        ]),
      { timeout: 3000 },
    );
    expect(screen.getByText("Page 1 of 1")).toBeTruthy();
    expect(screen.getByText("7 users matching “person4”")).toBeTruthy();
    const last = callsTo(fetchMock, "GET", "/api/admin/users").at(-1);
    expect(last?.url.searchParams.get("search")).toBe("person4");
    expect(last?.url.searchParams.get("page")).toBe("1");

    await user.clear(screen.getByRole("searchbox", { name: "Search users" }));
    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "nobody{Enter}");
    expect(
      await screen.findByText("No users match your search.", undefined, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it("bans a user only with a reason, then shows the result and refreshes", async () => {
    let people = [adminUser(1), adminUser(2)];
    const fetchMock = stubApi((url, init) => {
      if (url.pathname === "/api/admin/users") return listReply(url, people);
      if (url.pathname === "/api/admin/users/u2") return { body: { user: userDetail(people[1]) } };
      if (url.pathname === "/api/admin/users/u2/ban" && init?.method === "POST") {
        const { reason } = JSON.parse(String(init.body)) as { reason: string };
        people = [people[0], { ...people[1], banned: true, banReason: reason }];
        return { body: { user: people[1] } };
      }
      return undefined;
    });
    const { user } = renderWithProviders(<UsersPanel />);
    await user.click(await screen.findByRole("button", { name: "Manage person2@example.org" }));

    const dialog = await screen.findByRole("dialog", { name: "Manage user" });
    expect(await within(dialog).findByText("Person 2")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Ban user" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/admin/users/u2/ban")).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText("Reason for the ban"),
      "Abusive messages to guides",
    );
    await user.click(within(dialog).getByRole("button", { name: "Ban user" }));

    const banned = "person2@example.org is banned and signed out everywhere.";
    expect((await within(dialog).findByRole("status")).textContent).toBe(banned);
    const toasts = within(screen.getByRole("region", { name: "Notifications" }));
    expect(toasts.getByText(banned)).toBeTruthy();
    const [ban] = callsTo(fetchMock, "POST", "/api/admin/users/u2/ban");
    expect(JSON.parse(String(ban.init?.body))).toEqual({ reason: "Abusive messages to guides" });
    expect(await within(dialog).findByText("Reason: Abusive messages to guides")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Unban user" })).toBeTruthy();
    const row = screen.getByText("person2@example.org", { selector: "td" }).closest("tr");
    await waitFor(() => expect(within(row as HTMLElement).getByText("Banned")).toBeTruthy());
  });

  it("shows the server's refusal as an error toast", async () => {
    const me = adminUser(1, { role: "admin" });
    stubApi((url, init) => {
      if (url.pathname === "/api/admin/users") return listReply(url, [me]);
      if (url.pathname === "/api/admin/users/u1") return { body: { user: userDetail(me) } };
      if (url.pathname === "/api/admin/users/u1/role" && init?.method === "POST") {
        return {
          status: 409,
          body: {
            error: {
              code: "CANNOT_DEMOTE_SELF",
              message: "You cannot remove your own administrator role.",
            },
          },
        };
      }
      return undefined;
    });
    const { user } = renderWithProviders(<UsersPanel />);
    await user.click(await screen.findByRole("button", { name: "Manage person1@example.org" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage user" });
    await user.selectOptions(await within(dialog).findByLabelText("Role"), "user");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "You cannot remove your own administrator role.",
    );
  });

  it("deletes only after the e-mail is typed", async () => {
    const people = [adminUser(7)];
    const fetchMock = stubApi((url, init) => {
      if (url.pathname === "/api/admin/users") return listReply(url, people);
      if (url.pathname === "/api/admin/users/u7" && init?.method === "DELETE") {
        people.pop();
        return { body: { status: "deleted" } };
      }
      if (url.pathname === "/api/admin/users/u7")
        return { body: { user: userDetail(adminUser(7)) } };
      return undefined;
    });
    const { user } = renderWithProviders(<UsersPanel />);
    await user.click(await screen.findByRole("button", { name: "Manage person7@example.org" }));
    await user.click(await screen.findByRole("button", { name: "Delete user" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete user" });
    const submit = within(confirm).getByRole("button", { name: "Delete permanently" });
    expect(submit.matches(":disabled")).toBe(true);
    await user.type(
      within(confirm).getByLabelText("Type person7@example.org to confirm"),
      "person7@example",
    );
    expect(submit.matches(":disabled")).toBe(true);
    await user.type(within(confirm).getByLabelText("Type person7@example.org to confirm"), ".org");
    await user.click(submit);
    expect(await screen.findByText("person7@example.org was deleted.")).toBeTruthy();
    expect(callsTo(fetchMock, "DELETE", "/api/admin/users/u7")).toHaveLength(1);
    expect(await screen.findByText("No users yet.")).toBeTruthy();
  });

  it("invites a user by e-mail with a role", async () => {
    const fetchMock = stubApi((url, init) => {
      if (url.pathname === "/api/admin/users") return listReply(url, []);
      if (url.pathname === "/api/admin/users/invite" && init?.method === "POST") {
        return {
          status: 201,
          body: { user: adminUser(9, { email: "tenzin@example.org" }), invitationSent: true },
        };
      }
      return undefined;
    });
    const { user } = renderWithProviders(<UsersPanel />);
    await user.click(await screen.findByRole("button", { name: "Invite user" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite user" });
    await user.type(within(dialog).getByLabelText("Email"), "tenzin@example.org");
    await user.type(within(dialog).getByLabelText("Name (optional)"), "Tenzin Dorje");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "guide");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to tenzin@example.org.")).toBeTruthy();
    const [call] = callsTo(fetchMock, "POST", "/api/admin/users/invite");
    expect(JSON.parse(String(call.init?.body))).toEqual({
      email: "tenzin@example.org",
      name: "Tenzin Dorje",
      role: "guide",
    });
  });
});
