import { useState } from "react";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { Modal } from "@/web/components/ui/modal";
import { dangerButtonClass } from "./labels";

interface DeleteUserDialogProps {
  open: boolean;
  email: string;
  deleting: boolean;
  /** Why the last attempt failed, shown in this dialog (it covers everything else). */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting cannot be undone, so the admin types the address to show they mean this account. */
export function DeleteUserDialog({
  open,
  email,
  deleting,
  error,
  onCancel,
  onConfirm,
}: DeleteUserDialogProps) {
  return (
    <Modal open={open} title="Delete user" onClose={onCancel}>
      {open && (
        <DeleteConfirmation
          email={email}
          deleting={deleting}
          error={error}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}

function DeleteConfirmation({
  email,
  deleting,
  error,
  onCancel,
  onConfirm,
}: Omit<DeleteUserDialogProps, "open">) {
  const [typed, setTyped] = useState("");
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (matches) onConfirm();
      }}
    >
      <p className="text-sm text-stone-700">
        This deletes the account of <strong className="break-all">{email}</strong> and signs them
        out everywhere. Their bookings stay for the records, without their name or contact details.
        This cannot be undone.
      </p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Field label={`Type ${email} to confirm`}>
        <input
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={dangerButtonClass} disabled={!matches || deleting}>
          Delete permanently
        </button>
      </div>
    </form>
  );
}
