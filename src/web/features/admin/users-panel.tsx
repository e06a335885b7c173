import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useState } from "react";
import type { AdminUser } from "@/shared/admin/schema";
import { Button } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table } from "@/web/components/ui/table";
import { formatDate } from "@/web/lib/format";
import { InviteUserDialog } from "./invite-user-dialog";
import { roleLabel } from "./labels";
import { FIRST_USERS, useAdminUsers } from "./queries";
import { StatusBadge } from "./status-badge";
import { UserDetailDialog } from "./user-detail-dialog";

export const SEARCH_DELAY_MS = 300;

export function UsersPanel() {
  const { t } = useLingui();
  const [input, setInput] = useState("");
  const [criteria, setCriteria] = useState(FIRST_USERS);
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const users = useAdminUsers(criteria.search, criteria.page);
  const columns = useUserColumns(setOpenUserId);
  const total = users.data?.total ?? 0;
  const search = criteria.search;

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
          <Trans>Users</Trans>
        </h2>

        <form onSubmit={searchNow} className="w-full max-w-md">
          <InputField
            label={t`Search users`}
            id="admin-user-search"
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t`Email or name`}
          />
        </form>
        <Button onClick={() => setInviting(true)}>
          <Trans>Invite user</Trans>
        </Button>
      </div>

      <Table
        caption={t`Users`}
        columns={columns}
        rows={users.data?.users ?? []}
        rowKey={(user) => user.id}
        query={users}
        loadingText={t`Loading users...`}
        errorTitle={t`We couldn't load the users.`}
        empty={search ? t`No users match your search.` : t`No users yet.`}
        footer={
          users.data && (
            <>
              <p className="text-sm text-stone-600">
                {search ? (
                  <Plural
                    value={total}
                    one={`# user matching “${search}”`}
                    other={`# users matching “${search}”`}
                  />
                ) : (
                  <Plural value={total} one="# user" other="# users" />
                )}
              </p>
              <Pagination
                label={t`Users pages`}
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

function useUserColumns(onManage: (id: string) => void): Column<AdminUser>[] {
  const { t, i18n } = useLingui();
  return [
    {
      header: t`Email`,
      className: "font-medium [overflow-wrap:anywhere] text-ink",
      translate: "no",
      cell: (u) => u.email,
    },
    {
      header: t`Name`,
      wide: true,
      cell: (u) => <span translate="no">{u.name || "—"}</span>,
    },
    { header: t`Role`, cell: (u) => roleLabel(i18n, u.role) },
    { header: t`Verified`, wide: true, cell: (u) => (u.emailVerified ? t`Yes` : t`No`) },
    { header: t`Status`, cell: (u) => <StatusBadge banned={u.banned} /> },
    {
      header: t`Joined`,
      wide: true,
      className: "whitespace-nowrap",
      cell: (u) => formatDate(u.createdAt),
    },
    {
      header: t`Actions`,
      hideHeader: true,
      className: "text-right",
      cell: (u) => <ManageButton user={u} onManage={onManage} />,
    },
  ];
}

/** "Manage", named for screen readers with whose account it opens. */
function ManageButton({ user, onManage }: { user: AdminUser; onManage: (id: string) => void }) {
  const { t } = useLingui();
  const email = user.email;
  return (
    <Button variant="ghost" onClick={() => onManage(user.id)} aria-label={t`Manage ${email}`}>
      <Trans>Manage</Trans>
    </Button>
  );
}
