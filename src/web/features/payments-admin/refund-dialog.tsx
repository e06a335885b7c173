import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type AdminRefundInput, adminRefundInput } from "@/shared/payments/schema";
import type { LedgerLineView } from "@/shared/payments/types";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { InputField, TextareaField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { formatDate, formatPaise } from "@/web/lib/format";
import { useRefundBooking } from "./queries";

const FIELD_NAMES = ["amount", "reason"] as const;

interface RefundDialogProps {
  /** The charge the admin chose to refund; null when the dialog is closed. */
  charge: LedgerLineView | null;
  onClose: () => void;
}

export function RefundDialog({ charge, onClose }: RefundDialogProps) {
  const { t } = useLingui();
  const name = charge?.traveller.name;
  return (
    <Dialog
      open={charge !== null}
      title={
        charge ? (
          <Trans>
            Refund <span translate="no">{name}</span>
          </Trans>
        ) : (
          t`Refund`
        )
      }
      onClose={onClose}
    >
      {charge && <RefundForm key={charge.id} charge={charge} onDone={onClose} />}
    </Dialog>
  );
}

function RefundForm({ charge, onDone }: { charge: LedgerLineView; onDone: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const refund = useRefundBooking(charge.bookingId);
  // Toasts sit outside the modal dialog, under its backdrop, so a failure is also shown inside it.
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    field,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(adminRefundInput, { amount: charge.amountPaise / 100, reason: "" });

  const packageName = charge.packageName;
  const amount = formatPaise(charge.amountPaise);
  const date = formatDate(charge.createdAt);
  const paymentId = charge.providerPaymentId;

  const onSubmit = (input: AdminRefundInput) => {
    setServerError(null);
    refund.mutate(input, {
      onSuccess: () => {
        toast.success(t`Refund issued.`);
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(error, setError, FIELD_NAMES);
        setServerError(errorMessage(error, t`The refund could not be issued. Please try again.`));
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-stone-600">
        <Trans>
          <span translate="no">{packageName}</span>: {amount} paid on {date} (
          <span translate="no">{paymentId}</span>).
        </Trans>
      </p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <InputField
        label={t`Amount (₹)`}
        type="number"
        step={0.01}
        min={0}
        inputMode="decimal"
        hint={t`It goes back through the provider that took the money, the newest payment first. At most what is paid and not yet refunded.`}
        error={errors.amount?.message}
        {...register("amount", { valueAsNumber: true })}
      />
      <TextareaField
        label={t`Reason`}
        rows={3}
        hint={t`Printed on the credit note and kept in the ledger.`}
        {...field("reason")}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={refund.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="danger" disabled={refund.isPending}>
          {refund.isPending ? <Trans>Refunding...</Trans> : <Trans>Issue refund</Trans>}
        </Button>
      </div>
    </form>
  );
}
