import { type FormEvent, useEffect, useState } from "react";
import type { AdminUser } from "@/shared/admin/schema";
import { buttonClass, inputClass } from "@/web/components/ui/field";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { ErrorPanel } from "@/web/features/catalogue/error-panel";
import { formatDate } from "@/web/lib/format";
import { InviteUserDialog } from "./invite-user-dialog";
import { ROLE_LABELS } from "./labels";
import { Pagination } from "./pagination";
import { useAdminUsers } from "./queries";
import { StatusBadge } from "./status-badge";
import { UserDetailDialog } from "./user-detail-dialog";

export const SEARCH_DELAY_MS = 300;

export function UsersPanel() {
  const [input, setInput] = useState("");
  const [criteria, setCriteria] = useState({ search: "", page: 1 });
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const users = useAdminUsers(criteria.search, criteria.page);

  // Typing pauses before the search runs; a new search starts again on page 1.
  useEffect(() => {
    const next = input.trim();
    if (next === criteria.search) return;
    const timer = setTimeout(() => setCriteria({ search: next, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, criteria.search]);

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    setCriteria({ search: input.trim(), page: 1 });
  };

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-users-heading" className="sr-only">
          Users
        </h2>

        <form onSubmit={searchNow} className="w-full max-w-md">
          <label
            htmlFor="admin-user-search"
            className="mb-1 block text-sm font-medium text-stone-700"
          >
            Search users
          </label>
          <input
            id="admin-user-search"
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="Email or name"
            className={inputClass}
          />
        </form>
        <button type="button" className={buttonClass.primary} onClick={() => setInviting(true)}>
          Invite user
        </button>
      </div>

      {users.isPending ? (
        <StatusScreen text="Loading users..." />
      ) : users.isError ? (
        <ErrorPanel
          title="We couldn't load the users."
          message={users.error.message}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <>
          <UsersTable
            users={users.data.users}
            busy={users.isFetching}
            onManage={setOpenUserId}
            searching={criteria.search !== ""}
          />
          <p className="text-sm text-stone-600">
            {users.data.total === 1 ? "1 user" : `${users.data.total} users`}
            {criteria.search && ` matching “${criteria.search}”`}
          </p>
          <Pagination
            label="Users pages"
            page={criteria.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPageChange={(page) => setCriteria((current) => ({ ...current, page }))}
          />
        </>
      )}

      <UserDetailDialog userId={openUserId} onClose={() => setOpenUserId(null)} />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
    </section>
  );
}

interface UsersTableProps {
  users: AdminUser[];
  busy: boolean;
  searching: boolean;
  onManage: (id: string) => void;
}

function UsersTable({ users, busy, searching, onManage }: UsersTableProps) {
  if (users.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-600">
        {searching ? "No users match your search." : "No users yet."}
      </p>
    );
  }
  const cell = "px-2 py-3 align-top sm:px-3";
  const wideCell = `${cell} hidden md:table-cell`;
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className={cell}>
              Email
            </th>
            <th scope="col" className={wideCell}>
              Name
            </th>
            <th scope="col" className={cell}>
              Role
            </th>
            <th scope="col" className={wideCell}>
              Verified
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
            <th scope="col" className={wideCell}>
              Joined
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {users.map((user) => (
            <tr key={user.id}>
              <td className={`${cell} font-medium [overflow-wrap:anywhere] text-ink`}>
                {user.email}
              </td>
              <td className={wideCell}>{user.name || "—"}</td>
              <td className={cell}>{ROLE_LABELS[user.role] ?? user.role}</td>
              <td className={wideCell}>{user.emailVerified ? "Yes" : "No"}</td>
              <td className={cell}>
                <StatusBadge banned={user.banned} />
              </td>
              <td className={`${wideCell} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
              <td className={`${cell} text-right`}>
                <button
                  type="button"
                  onClick={() => onManage(user.id)}
                  aria-label={`Manage ${user.email}`}
                  className="rounded-lg px-2 py-1 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  Manage
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
