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
  return (
    <Dialog
      open={charge !== null}
      title={charge ? `Refund ${charge.traveller.name}` : "Refund"}
      onClose={onClose}
    >
      {charge && <RefundForm key={charge.id} charge={charge} onDone={onClose} />}
    </Dialog>
  );
}

function RefundForm({ charge, onDone }: { charge: LedgerLineView; onDone: () => void }) {
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

  const onSubmit = (input: AdminRefundInput) => {
    setServerError(null);
    refund.mutate(input, {
      onSuccess: () => {
        toast.success("Refund issued.");
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(error, setError, FIELD_NAMES);
        setServerError(errorMessage(error, "The refund could not be issued. Please try again."));
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-stone-600">
        {charge.packageName}: {formatPaise(charge.amountPaise)} paid on{" "}
        {formatDate(charge.createdAt)} ({charge.providerPaymentId}).
      </p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <InputField
        label="Amount (₹)"
        type="number"
        step={0.01}
        min={0}
        inputMode="decimal"
        hint="It goes back through the provider that took the money, the newest payment first. At most what is paid and not yet refunded."
        error={errors.amount?.message}
        {...register("amount", { valueAsNumber: true })}
      />
      <TextareaField
        label="Reason"
        rows={3}
        hint="Printed on the credit note and kept in the ledger."
        {...field("reason")}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={refund.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={refund.isPending}>
          {refund.isPending ? "Refunding..." : "Issue refund"}
        </Button>
      </div>
    </form>
  );
}
