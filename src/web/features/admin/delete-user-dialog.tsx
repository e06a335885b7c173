import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { InputField } from "@/web/components/ui/field";

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
    <Dialog open={open} title={<Trans>Delete user</Trans>} onClose={onCancel}>
      {open && (
        <DeleteConfirmation
          email={email}
          deleting={deleting}
          error={error}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </Dialog>
  );
}

function DeleteConfirmation({
  email,
  deleting,
  error,
  onCancel,
  onConfirm,
}: Omit<DeleteUserDialogProps, "open">) {
  const { t } = useLingui();
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
        <Trans>
          This deletes the account of{" "}
          <strong className="break-all" translate="no">
            {email}
          </strong>{" "}
          and signs them out everywhere. Their bookings stay for the records, without their name or
          contact details. This cannot be undone.
        </Trans>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <InputField
        label={t`Type ${email} to confirm`}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="danger" disabled={!matches || deleting}>
          <Trans>Delete permanently</Trans>
        </Button>
      </div>
    </form>
  );
}
