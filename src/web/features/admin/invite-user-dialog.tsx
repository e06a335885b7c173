import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { type InviteUserInput, inviteUserInput } from "@/shared/admin/schema";
import { ROLES } from "@/shared/constants";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { Modal } from "@/web/components/ui/modal";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { ROLE_LABELS } from "./labels";
import { useInviteUser } from "./queries";

const FIELD_NAMES = ["email", "name", "role"] as const;

export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Invite user" onClose={onClose}>
      {open && <InviteUserForm onDone={onClose} />}
    </Modal>
  );
}

function InviteUserForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const invite = useInviteUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof inviteUserInput>, unknown, InviteUserInput>({
    resolver: zodResolver(inviteUserInput),
    defaultValues: { email: "", name: "", role: "user" },
  });

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
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <Field label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="off" className={inputClass} {...register("email")} />
      </Field>
      <Field label="Name (optional)" error={errors.name?.message}>
        <input type="text" autoComplete="off" className={inputClass} {...register("name")} />
      </Field>
      <Field label="Role" error={errors.role?.message}>
        <select className={inputClass} {...register("role")}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          Send invitation
        </button>
      </div>
    </form>
  );
}
