import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import {
  type AdminCancelInput,
  adminCancelInput,
  MAX_CANCEL_REASON_LENGTH,
} from "@/shared/admin-bookings/schema";
import type { CancellationQuote } from "@/shared/bookings/rules";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { TextareaField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { formatPaise } from "@/web/lib/format";
import { i18n as activeI18n } from "@/web/lib/i18n";
import { useCancelForTraveller } from "./queries";

/** What cancelling now gives back, as the cancellation policy has it. */
export function refundText(quote: CancellationQuote, i18n: I18n = activeI18n): string {
  const refund = formatPaise(quote.refundPaise);
  const paid = formatPaise(quote.paidPaise);
  const days = quote.daysBefore;
  if (quote.paidPaise <= 0) return i18n._(msg`Nothing has been paid, so nothing is refunded.`);
  if (quote.fullRefund) return i18n._(msg`The traveller gets back everything paid: ${refund}.`);
  if (quote.refundPaise > 0)
    return i18n._(
      msg`The traveller gets back ${refund} of the ${paid} paid; the deposit is kept, as the tour starts in ${days} days.`,
    );
  return i18n._(
    msg`The tour starts in ${days} days, so under the cancellation policy nothing of the ${paid} paid is refunded.`,
  );
}

interface CancelForTravellerProps {
  bookingId: string;
  travellerName: string;
  quote: CancellationQuote;
  onCancelled: (message: string) => void;
}

/** The company cancels the booking for its traveller, saying why; both parties are e-mailed. */
export function CancelForTraveller({
  bookingId,
  travellerName,
  quote,
  onCancelled,
}: CancelForTravellerProps) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section
      aria-labelledby="cancel-for-traveller-heading"
      className="space-y-3 border-t border-stone-200 pt-5"
    >
      <h3 id="cancel-for-traveller-heading" className="font-semibold text-ink">
        <Trans>Cancel on the traveller's behalf</Trans>
      </h3>
      {confirming ? (
        <CancelForm
          bookingId={bookingId}
          travellerName={travellerName}
          quote={quote}
          onCancelled={onCancelled}
          onKeep={() => {
            setConfirming(false);
            // Focus goes back where it was, to the button that opened the form.
            requestAnimationFrame(() => opener.current?.focus());
          }}
        />
      ) : (
        <>
          <p className="text-sm text-stone-600">{refundText(quote, i18n)}</p>
          <Button ref={opener} variant="danger-outline" onClick={() => setConfirming(true)}>
            <Trans>Cancel on traveller's behalf</Trans>
          </Button>
        </>
      )}
    </section>
  );
}

function CancelForm({
  bookingId,
  travellerName,
  quote,
  onCancelled,
  onKeep,
}: Omit<CancelForTravellerProps, "onCancelled"> & {
  onCancelled: (message: string) => void;
  onKeep: () => void;
}) {
  const { i18n, t } = useLingui();
  const cancel = useCancelForTraveller(bookingId);
  const refund = refundText(quote, i18n);
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, setError, setFocus } = useZodForm(adminCancelInput, {
    reason: "",
  });
  useEffect(() => setFocus("reason"), [setFocus]);

  const onSubmit = (input: AdminCancelInput) => {
    setServerError(null);
    cancel.mutate(input, {
      onSuccess: () =>
        onCancelled(
          t`The booking of ${travellerName} is cancelled. ${refund} The traveller and the guide have been e-mailed.`,
        ),
      onError: (error) => {
        applyFieldErrors(error, setError, ["reason"]);
        setServerError(
          errorMessage(error, t`The booking could not be cancelled. Please try again.`),
        );
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-3">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextareaField
        label={t`Reason`}
        rows={3}
        maxLength={MAX_CANCEL_REASON_LENGTH}
        hint={t`Told to the traveller and the guide in the cancellation e-mail, and kept with the refund.`}
        {...field("reason")}
      />
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <Trans>
          Cancel this booking for <span translate="no">{travellerName}</span>? {refund} This cannot
          be undone.
        </Trans>
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onKeep} disabled={cancel.isPending}>
          <Trans>Keep the booking</Trans>
        </Button>
        <Button type="submit" variant="danger" disabled={cancel.isPending}>
          {cancel.isPending ? <Trans>Cancelling...</Trans> : <Trans>Cancel the booking</Trans>}
        </Button>
      </div>
    </form>
  );
}
