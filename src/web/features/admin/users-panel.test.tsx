import { screen, waitFor, within } from "@testing-library/react";
import { admin } from "@tests/support/msw/handlers/admin";
import { sent } from "@tests/support/msw/journal";
import { apiError, notFound } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { AdminUser } from "@/shared/admin/schema";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { adminUser, userDetail } from "./testing/admin-fixtures";
import { UsersPanel } from "./users-panel";

const everyone = Array.from({ length: 45 }, (_, i) => adminUser(i + 1));

/** The users list and detail over `people`; a test adds the writes it needs. */
const usersApi = (people: () => AdminUser[]) => [admin.users(people), admin.user(people)];

function rowEmails() {
  const table = screen.getByRole("table", { name: "Users" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0].textContent);
}

describe("Users panel", () => {
  it("lists users with their details and pages through them", async () => {
    server.use(...usersApi(() => everyone));
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
    expect(sent("GET", "/api/admin/users").map((c) => c.url.searchParams.get("page"))).toEqual([
      "1",
      "2",
      "3",
    ]);
  });

  it("searches after typing, starting again on page 1", async () => {
    server.use(...usersApi(() => everyone));
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
    const last = sent("GET", "/api/admin/users").at(-1);
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
    server.use(
      ...usersApi(() => people),
      http.post("/api/admin/users/u2/ban", async ({ request }) => {
        const { reason } = (await request.json()) as { reason: string };
        people = [people[0], { ...people[1], banned: true, banReason: reason }];
        return HttpResponse.json({ user: people[1] });
      }),
    );
    const { user } = renderWithProviders(<UsersPanel />);
    await user.click(await screen.findByRole("button", { name: "Manage person2@example.org" }));

    const dialog = await screen.findByRole("dialog", { name: "Manage user" });
    expect(await within(dialog).findByText("Person 2")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Ban user" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    expect(sent("POST", "/api/admin/users/u2/ban")).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText("Reason for the ban"),
      "Abusive messages to guides",
    );
    await user.click(within(dialog).getByRole("button", { name: "Ban user" }));

    const banned = "person2@example.org is banned and signed out everywhere.";
    expect((await within(dialog).findByRole("status")).textContent).toBe(banned);
    const toasts = within(screen.getByRole("region", { name: "Notifications" }));
    expect(toasts.getByText(banned)).toBeTruthy();
    const [ban] = sent("POST", "/api/admin/users/u2/ban");
    expect(ban.body).toEqual({ reason: "Abusive messages to guides" });
    expect(await within(dialog).findByText("Reason: Abusive messages to guides")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Unban user" })).toBeTruthy();
    const row = screen.getByText("person2@example.org", { selector: "td" }).closest("tr");
    await waitFor(() => expect(within(row as HTMLElement).getByText("Banned")).toBeTruthy());
  });

  it("shows the server's refusal as an error toast", async () => {
    const me = adminUser(1, { role: "admin" });
    server.use(
      ...usersApi(() => [me]),
      http.post("/api/admin/users/u1/role", () =>
        apiError(409, "CANNOT_DEMOTE_SELF", "You cannot remove your own administrator role."),
      ),
    );
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
    server.use(
      admin.users(() => people),
      // As the server does: once deleted, the user is not found.
      http.get("/api/admin/users/u7", () =>
        people.length > 0 ? HttpResponse.json({ user: userDetail(adminUser(7)) }) : notFound(),
      ),
      http.delete("/api/admin/users/u7", () => {
        people.pop();
        return HttpResponse.json({ status: "deleted" });
      }),
    );
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
    expect(sent("DELETE", "/api/admin/users/u7")).toHaveLength(1);
    expect(await screen.findByText("No users yet.")).toBeTruthy();
  });

  it("invites a user by e-mail with a role", async () => {
    server.use(
      admin.users(() => []),
      http.post("/api/admin/users/invite", () =>
        HttpResponse.json(
          { user: adminUser(9, { email: "tenzin@example.org" }), invitationSent: true },
          { status: 201 },
        ),
      ),
    );
    const { user } = renderWithProviders(<UsersPanel />);
    await user.click(await screen.findByRole("button", { name: "Invite user" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite user" });
    await user.type(within(dialog).getByLabelText("Email"), "tenzin@example.org");
    await user.type(within(dialog).getByLabelText("Name (optional)"), "Tenzin Dorje");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "guide");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to tenzin@example.org.")).toBeTruthy();
    const [call] = sent("POST", "/api/admin/users/invite");
    expect(call.body).toEqual({
      email: "tenzin@example.org",
      name: "Tenzin Dorje",
      role: "guide",
    });
  });
});
