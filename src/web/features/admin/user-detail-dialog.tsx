import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type AdminUserDetail, type BanUserInput, banUserInput } from "@/shared/admin/schema";
import { ROLES, type Role } from "@/shared/constants";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { Fact, Facts } from "@/web/components/ui/facts";
import { SelectField, TextareaField } from "@/web/components/ui/field";
import { errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { useToast } from "@/web/components/ui/toast";
import { formatDate } from "@/web/lib/format";
import { DeleteUserDialog } from "./delete-user-dialog";
import { DialogNotice, type Report, useDialogNotice } from "./dialog-notice";
import { ROLE_LABELS } from "./labels";
import { useAdminUser, useUserActions } from "./queries";
import { StatusBadge } from "./status-badge";

interface UserDetailDialogProps {
  userId: string | null;
  onClose: () => void;
}

export function UserDetailDialog({ userId, onClose }: UserDetailDialogProps) {
  return (
    <Dialog open={userId !== null} title="Manage user" onClose={onClose} className="max-w-2xl">
      {userId !== null && <UserDetail userId={userId} onClose={onClose} />}
    </Dialog>
  );
}

function UserDetail({ userId, onClose }: { userId: string; onClose: () => void }) {
  const query = useAdminUser(userId);
  if (query.isPending) return <StatusScreen text="Loading user..." />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error, "We couldn't load this user. Please try again.")}
      </Alert>
    );
  }
  return <UserManagement user={query.data} onDeleted={onClose} />;
}

function UserManagement({ user, onDeleted }: { user: AdminUserDetail; onDeleted: () => void }) {
  const { notice, report } = useDialogNotice();
  return (
    <div className="space-y-6">
      <DialogNotice notice={notice} />
      <UserFacts user={user} />
      <RoleForm key={`${user.id}-${user.role}`} user={user} report={report} />
      <BanSection key={`${user.id}-${user.banned}`} user={user} report={report} />
      <UserActions user={user} report={report} onDeleted={onDeleted} />
    </div>
  );
}

function UserFacts({ user }: { user: AdminUserDetail }) {
  return (
    <Facts className="grid-cols-2">
      <Fact label="Email" className="col-span-2">
        <span className="break-all">{user.email}</span>
      </Fact>
      <Fact label="Name">{user.profile.fullName || user.name || "—"}</Fact>
      <Fact label="Role">{ROLE_LABELS[user.role] ?? user.role}</Fact>
      <Fact label="Status">
        <StatusBadge banned={user.banned} />
        {user.banned && user.banReason && (
          <span className="mt-1 block text-stone-700">Reason: {user.banReason}</span>
        )}
      </Fact>
      <Fact label="Email verified">{user.emailVerified ? "Yes" : "No"}</Fact>
      <Fact label="Two-factor authentication">{user.twoFactorEnabled ? "On" : "Off"}</Fact>
      <Fact label="Joined">{formatDate(user.createdAt)}</Fact>
      <Fact label="Signed-in sessions">{user.sessionsCount}</Fact>
      <Fact label="Phone">{user.profile.phone || "—"}</Fact>
      <Fact label="Address" className="col-span-2">
        {user.profile.address || "—"}
      </Fact>
      {user.guide && (
        <Fact label="Guide profile">
          Guide #{user.guide.sno}
          {user.guide.listed && user.guide.verified ? ", listed" : ", not listed"}
        </Fact>
      )}
    </Facts>
  );
}

interface SectionProps {
  user: AdminUserDetail;
  report: Report;
}

function RoleForm({ user, report }: SectionProps) {
  const { setRole } = useUserActions(user.id);
  const [role, setRoleValue] = useState<Role>(user.role);
  const save = () =>
    setRole.mutate(role, {
      onSuccess: () =>
        report("success", `${user.email} is now ${ROLE_LABELS[role].toLowerCase()}.`),
      onError: (error) => report("error", errorMessage(error, "The role could not be changed.")),
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      className="flex flex-wrap items-end gap-3 border-t border-stone-200 pt-5"
    >
      <SelectField
        label="Role"
        fieldClassName="min-w-40 flex-1"
        value={role}
        onChange={(event) => setRoleValue(event.target.value as Role)}
        options={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
      />
      <Button type="submit" disabled={role === user.role || setRole.isPending}>
        Save
      </Button>
    </form>
  );
}

function BanSection({ user, report }: SectionProps) {
  const { ban, unban } = useUserActions(user.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BanUserInput>({ resolver: zodResolver(banUserInput), defaultValues: { reason: "" } });

  if (user.banned) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-5">
        <p className="text-sm text-stone-700">This user is banned and cannot sign in.</p>
        <Button
          variant="secondary"
          disabled={unban.isPending}
          onClick={() =>
            unban.mutate(undefined, {
              onSuccess: () => report("success", `${user.email} can sign in again.`),
              onError: (error) =>
                report("error", errorMessage(error, "The ban could not be lifted.")),
            })
          }
        >
          Unban user
        </Button>
      </div>
    );
  }

  const onBan = ({ reason }: BanUserInput) =>
    ban.mutate(reason, {
      onSuccess: () => report("success", `${user.email} is banned and signed out everywhere.`),
      onError: (error) => report("error", errorMessage(error, "The user could not be banned.")),
    });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onBan)}
      className="space-y-3 border-t border-stone-200 pt-5"
    >
      <TextareaField
        label="Reason for the ban"
        hint="The user is signed out everywhere and cannot sign in until you unban them."
        error={errors.reason?.message}
        rows={2}
        {...register("reason")}
      />
      <Button type="submit" variant="danger" disabled={ban.isPending}>
        Ban user
      </Button>
    </form>
  );
}

function UserActions({ user, report, onDeleted }: SectionProps & { onDeleted: () => void }) {
  const toast = useToast();
  const actions = useUserActions(user.id);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const run =
    (action: UseMutationResult<unknown, Error, void>, done: string, failed: string) => () =>
      action.mutate(undefined, {
        onSuccess: () => report("success", done),
        onError: (error) => report("error", errorMessage(error, failed)),
      });

  return (
    <div className="border-t border-stone-200 pt-5">
      <h3 className="mb-3 text-sm font-semibold text-ink">Account actions</h3>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={actions.revokeSessions.isPending}
          onClick={run(
            actions.revokeSessions,
            `Every session of ${user.email} has ended.`,
            "The sessions could not be ended.",
          )}
        >
          End sessions
        </Button>
        <Button
          variant="secondary"
          disabled={actions.sendSignInLink.isPending || user.banned || user.twoFactorEnabled}
          onClick={run(
            actions.sendSignInLink,
            `A sign-in link was sent to ${user.email}.`,
            "The sign-in link could not be sent.",
          )}
        >
          Send sign-in link
        </Button>
        <Button
          variant="secondary"
          disabled={actions.sendPasswordReset.isPending}
          onClick={run(
            actions.sendPasswordReset,
            `A password reset link was sent to ${user.email}.`,
            "The password reset link could not be sent.",
          )}
        >
          Send password reset link
        </Button>
        <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
          Delete user
        </Button>
      </div>
      <DeleteUserDialog
        open={confirmingDelete}
        email={user.email}
        deleting={actions.remove.isPending}
        error={deleteError}
        onCancel={() => {
          setConfirmingDelete(false);
          setDeleteError(null);
        }}
        onConfirm={() =>
          actions.remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(`${user.email} was deleted.`);
              setConfirmingDelete(false);
              onDeleted();
            },
            onError: (error) =>
              setDeleteError(errorMessage(error, "The user could not be deleted.")),
          })
        }
      />
    </div>
  );
}
