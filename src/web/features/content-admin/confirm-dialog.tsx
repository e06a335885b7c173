import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button, type ButtonVariant } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog: the page behind it is inert. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Another way out offered beside the error, e.g. "Archive instead". */
  alternative?: ReactNode;
}

/** A question before a step that cannot be undone; the answer's failure stays in view. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmVariant = "danger",
  busy,
  error,
  onConfirm,
  onCancel,
  alternative,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <div className="space-y-4">
        <div className="space-y-2 text-sm text-stone-700">{children}</div>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          {error && alternative}
          <Button variant={confirmVariant} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
