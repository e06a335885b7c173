import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { refundPaidInput } from "@/shared/payments/schema";
import type { LedgerLineView } from "@/shared/payments/types";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { InputField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { formatPaise } from "@/web/lib/format";
import { useMarkRefundPaid } from "./queries";

const FIELD_NAMES = ["reference"] as const;

interface MarkRefundPaidDialogProps {
  /** A UPI refund still to be paid by bank transfer; null when the dialog is closed. */
  refund: LedgerLineView | null;
  onClose: () => void;
}

export function MarkRefundPaidDialog({ refund, onClose }: MarkRefundPaidDialogProps) {
  const { t } = useLingui();
  const name = refund?.traveller.name;
  return (
    <Dialog
      open={refund !== null}
      title={
        refund ? (
          <Trans>
            Mark the refund to <span translate="no">{name}</span> as paid
          </Trans>
        ) : (
          t`Mark as paid`
        )
      }
      onClose={onClose}
    >
      {refund && <MarkPaidForm key={refund.id} refund={refund} onDone={onClose} />}
    </Dialog>
  );
}

function MarkPaidForm({ refund, onDone }: { refund: LedgerLineView; onDone: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const markPaid = useMarkRefundPaid(refund.id);
  // Toasts sit outside the modal dialog, under its backdrop, so a failure is also shown inside it.
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, setError } = useZodForm(refundPaidInput, { reference: "" });

  const amount = formatPaise(refund.amountPaise);
  const packageName = refund.packageName;

  const onSubmit = ({ reference }: { reference: string }) => {
    setServerError(null);
    markPaid.mutate(reference, {
      onSuccess: () => {
        toast.success(t`Refund recorded as paid.`);
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(error, setError, FIELD_NAMES);
        setServerError(
          errorMessage(error, t`The refund could not be recorded as paid. Please try again.`),
        );
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-stone-600">
        <Trans>
          {amount} for <span translate="no">{packageName}</span>, paid by UPI, goes back by a bank
          transfer you make. Once it has gone, enter the reference the bank gave it.
        </Trans>
      </p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <InputField label={t`Bank reference`} autoComplete="off" {...field("reference")} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={markPaid.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={markPaid.isPending}>
          {markPaid.isPending ? <Trans>Saving...</Trans> : <Trans>Record as paid</Trans>}
        </Button>
      </div>
    </form>
  );
}
