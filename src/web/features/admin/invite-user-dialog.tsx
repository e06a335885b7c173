import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type InviteUserInput, inviteUserInput } from "@/shared/admin/schema";
import { ROLES } from "@/shared/constants";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { InputField, SelectField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { roleLabel } from "./labels";
import { useInviteUser } from "./queries";

const FIELD_NAMES = ["email", "name", "role"] as const;

export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={<Trans>Invite user</Trans>} onClose={onClose}>
      {open && <InviteUserForm onDone={onClose} />}
    </Dialog>
  );
}

function InviteUserForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const invite = useInviteUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(inviteUserInput, { email: "", name: "", role: "user" });

  const onSubmit = async (values: InviteUserInput) => {
    setServerError(null);
    try {
      const { user, invitationSent } = await invite.mutateAsync(values);
      const email = user.email;
      if (invitationSent) {
        toast.success(t`Invitation sent to ${email}.`);
      } else {
        toast.error(
          t`The account for ${email} was created, but the invitation email could not be sent. Use “Send password reset link” to try again.`,
        );
      }
      onDone();
    } catch (error) {
      applyFieldErrors(error, setError, FIELD_NAMES);
      setServerError(errorMessage(error, t`The invitation could not be sent. Please try again.`));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-stone-600">
        <Trans>We create a verified account and email a link to choose a password.</Trans>
      </p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <InputField label={t`Email`} type="email" autoComplete="off" {...field("email")} />
      <InputField label={t`Name (optional)`} type="text" autoComplete="off" {...field("name")} />
      <SelectField
        label={t`Role`}
        {...field("role")}
        options={ROLES.map((value) => ({ value, label: roleLabel(i18n, value) }))}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Trans>Send invitation</Trans>
        </Button>
      </div>
    </form>
  );
}
