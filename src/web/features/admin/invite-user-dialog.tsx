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
import { ROLE_LABELS } from "./labels";
import { useInviteUser } from "./queries";

const FIELD_NAMES = ["email", "name", "role"] as const;

export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Invite user" onClose={onClose}>
      {open && <InviteUserForm onDone={onClose} />}
    </Dialog>
  );
}

function InviteUserForm({ onDone }: { onDone: () => void }) {
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
      if (invitationSent) {
        toast.success(`Invitation sent to ${user.email}.`);
      } else {
        toast.error(
          `The account for ${user.email} was created, but the invitation email could not be sent. Use “Send password reset link” to try again.`,
        );
      }
      onDone();
    } catch (error) {
      applyFieldErrors(error, setError, FIELD_NAMES);
      setServerError(errorMessage(error, "The invitation could not be sent. Please try again."));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-stone-600">
        We create a verified account and email a link to choose a password.
      </p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <InputField label="Email" type="email" autoComplete="off" {...field("email")} />
      <InputField label="Name (optional)" type="text" autoComplete="off" {...field("name")} />
      <SelectField
        label="Role"
        {...field("role")}
        options={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
