import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { formatDate, formatNumber } from "@/web/lib/format";
import { DeleteUserDialog } from "./delete-user-dialog";
import { DialogNotice, type Report, useDialogNotice } from "./dialog-notice";
import { roleLabel } from "./labels";
import { useAdminUser, useUserActions } from "./queries";
import { StatusBadge } from "./status-badge";

interface UserDetailDialogProps {
  userId: string | null;
  onClose: () => void;
}

export function UserDetailDialog({ userId, onClose }: UserDetailDialogProps) {
  return (
    <Dialog
      open={userId !== null}
      title={<Trans>Manage user</Trans>}
      onClose={onClose}
      className="max-w-2xl"
    >
      {userId !== null && <UserDetail userId={userId} onClose={onClose} />}
    </Dialog>
  );
}

function UserDetail({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useLingui();
  const query = useAdminUser(userId);
  if (query.isPending) return <StatusScreen text={t`Loading user...`} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error, t`We couldn't load this user. Please try again.`)}
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
  const { t, i18n } = useLingui();
  const reason = user.banReason;
  const sno = user.guide?.sno;
  return (
    <Facts className="grid-cols-2">
      <Fact label={t`Email`} className="col-span-2">
        <span className="break-all" translate="no">
          {user.email}
        </span>
      </Fact>
      <Fact label={t`Name`}>
        <span translate="no">{user.profile.fullName || user.name || "—"}</span>
      </Fact>
      <Fact label={t`Role`}>{roleLabel(i18n, user.role)}</Fact>
      <Fact label={t`Status`}>
        <StatusBadge banned={user.banned} />
        {user.banned && reason && (
          <span className="mt-1 block text-stone-700">{t`Reason: ${reason}`}</span>
        )}
      </Fact>
      <Fact label={t`Email verified`}>
        {user.emailVerified ? <Trans>Yes</Trans> : <Trans>No</Trans>}
      </Fact>
      <Fact label={t`Two-factor authentication`}>
        {user.twoFactorEnabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
      </Fact>
      <Fact label={t`Joined`}>{formatDate(user.createdAt)}</Fact>
      <Fact label={t`Signed-in sessions`}>{formatNumber(user.sessionsCount)}</Fact>
      <Fact label={t`Phone`}>
        <span translate="no">{user.profile.phone || "—"}</span>
      </Fact>
      <Fact label={t`Address`} className="col-span-2">
        <span translate="no">{user.profile.address || "—"}</span>
      </Fact>
      {user.guide && (
        <Fact label={t`Guide profile`}>
          {user.guide.listed && user.guide.verified
            ? t`Guide #${sno}, listed`
            : t`Guide #${sno}, not listed`}
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
  const { t, i18n } = useLingui();
  const { setRole } = useUserActions(user.id);
  const [role, setRoleValue] = useState<Role>(user.role);
  const save = () =>
    setRole.mutate(role, {
      onSuccess: () => {
        const email = user.email;
        const roleName = roleLabel(i18n, role).toLowerCase();
        report("success", t`${email} is now ${roleName}.`);
      },
      onError: (error) => report("error", errorMessage(error, t`The role could not be changed.`)),
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
        label={t`Role`}
        fieldClassName="min-w-40 flex-1"
        value={role}
        onChange={(event) => setRoleValue(event.target.value as Role)}
        options={ROLES.map((value) => ({ value, label: roleLabel(i18n, value) }))}
      />
      <Button type="submit" disabled={role === user.role || setRole.isPending}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}

function BanSection({ user, report }: SectionProps) {
  const { t } = useLingui();
  const email = user.email;
  const { ban, unban } = useUserActions(user.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BanUserInput>({ resolver: zodResolver(banUserInput), defaultValues: { reason: "" } });

  if (user.banned) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-5">
        <p className="text-sm text-stone-700">
          <Trans>This user is banned and cannot sign in.</Trans>
        </p>
        <Button
          variant="secondary"
          disabled={unban.isPending}
          onClick={() =>
            unban.mutate(undefined, {
              onSuccess: () => report("success", t`${email} can sign in again.`),
              onError: (error) =>
                report("error", errorMessage(error, t`The ban could not be lifted.`)),
            })
          }
        >
          <Trans>Unban user</Trans>
        </Button>
      </div>
    );
  }

  const onBan = ({ reason }: BanUserInput) =>
    ban.mutate(reason, {
      onSuccess: () => report("success", t`${email} is banned and signed out everywhere.`),
      onError: (error) => report("error", errorMessage(error, t`The user could not be banned.`)),
    });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onBan)}
      className="space-y-3 border-t border-stone-200 pt-5"
    >
      <TextareaField
        label={t`Reason for the ban`}
        hint={t`The user is signed out everywhere and cannot sign in until you unban them.`}
        error={errors.reason?.message}
        rows={2}
        {...register("reason")}
      />
      <Button type="submit" variant="danger" disabled={ban.isPending}>
        <Trans>Ban user</Trans>
      </Button>
    </form>
  );
}

function UserActions({ user, report, onDeleted }: SectionProps & { onDeleted: () => void }) {
  const { t } = useLingui();
  const email = user.email;
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
      <h3 className="mb-3 text-sm font-semibold text-ink">
        <Trans>Account actions</Trans>
      </h3>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={actions.revokeSessions.isPending}
          onClick={run(
            actions.revokeSessions,
            t`Every session of ${email} has ended.`,
            t`The sessions could not be ended.`,
          )}
        >
          <Trans>End sessions</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={actions.sendSignInLink.isPending || user.banned || user.twoFactorEnabled}
          onClick={run(
            actions.sendSignInLink,
            t`A sign-in link was sent to ${email}.`,
            t`The sign-in link could not be sent.`,
          )}
        >
          <Trans>Send sign-in link</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={actions.sendPasswordReset.isPending}
          onClick={run(
            actions.sendPasswordReset,
            t`A password reset link was sent to ${email}.`,
            t`The password reset link could not be sent.`,
          )}
        >
          <Trans>Send password reset link</Trans>
        </Button>
        <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
          <Trans>Delete user</Trans>
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
              toast.success(t`${email} was deleted.`);
              setConfirmingDelete(false);
              onDeleted();
            },
            onError: (error) =>
              setDeleteError(errorMessage(error, t`The user could not be deleted.`)),
          })
        }
      />
    </div>
  );
}
