import { type FormEvent, useEffect, useState } from "react";
import type { AdminUser } from "@/shared/admin/schema";
import { Button } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table } from "@/web/components/ui/table";
import { formatDate } from "@/web/lib/format";
import { InviteUserDialog } from "./invite-user-dialog";
import { ROLE_LABELS } from "./labels";
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
          <InputField
            label="Search users"
            id="admin-user-search"
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="Email or name"
          />
        </form>
        <Button onClick={() => setInviting(true)}>Invite user</Button>
      </div>

      <Table
        caption="Users"
        columns={userColumns(setOpenUserId)}
        rows={users.data?.users ?? []}
        rowKey={(user) => user.id}
        query={users}
        loadingText="Loading users..."
        errorTitle="We couldn't load the users."
        empty={criteria.search ? "No users match your search." : "No users yet."}
        footer={
          users.data && (
            <>
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
          )
        }
      />

      <UserDetailDialog userId={openUserId} onClose={() => setOpenUserId(null)} />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
    </section>
  );
}

function userColumns(onManage: (id: string) => void): Column<AdminUser>[] {
  return [
    {
      header: "Email",
      className: "font-medium [overflow-wrap:anywhere] text-ink",
      cell: (u) => u.email,
    },
    { header: "Name", wide: true, cell: (u) => u.name || "—" },
    { header: "Role", cell: (u) => ROLE_LABELS[u.role] ?? u.role },
    { header: "Verified", wide: true, cell: (u) => (u.emailVerified ? "Yes" : "No") },
    { header: "Status", cell: (u) => <StatusBadge banned={u.banned} /> },
    {
      header: "Joined",
      wide: true,
      className: "whitespace-nowrap",
      cell: (u) => formatDate(u.createdAt),
    },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right",
      cell: (u) => (
        <Button variant="ghost" onClick={() => onManage(u.id)} aria-label={`Manage ${u.email}`}>
          Manage
        </Button>
      ),
    },
  ];
}
