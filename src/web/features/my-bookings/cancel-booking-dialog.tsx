import { Trans, useLingui } from "@lingui/react/macro";
import type { BookingView } from "@/shared/bookings/types";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/components/ui/server-errors";
import { shownBookingNames } from "@/web/lib/english-fields";
import { formatDate } from "@/web/lib/format";
import { cancellationText } from "./cancellation-text";
import { useCancelBooking, useCancellationQuote } from "./queries";

interface CancelBookingDialogProps {
  booking: BookingView;
  open: boolean;
  onClose: () => void;
  onCancelled: (booking: BookingView) => void;
}

/** Says what cancelling would refund before anything is cancelled. */
export function CancelBookingDialog({
  booking,
  open,
  onClose,
  onCancelled,
}: CancelBookingDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} title={t`Cancel this booking?`} onClose={onClose}>
      <CancelBookingBody booking={booking} onClose={onClose} onCancelled={onCancelled} />
    </Dialog>
  );
}

function CancelBookingBody({
  booking,
  onClose,
  onCancelled,
}: Omit<CancelBookingDialogProps, "open">) {
  const { t } = useLingui();
  const quote = useCancellationQuote(booking.id);
  const cancel = useCancelBooking(booking.id);

  const { packageName, packageLang } = shownBookingNames(booking);
  const { guideName } = shownBookingNames(booking);
  const startDate = formatDate(booking.startDate);
  const endDate = formatDate(booking.endDate);

  const confirm = async () => {
    try {
      onCancelled(await cancel.mutateAsync());
    } catch {
      // The message below says what went wrong; the dialog stays open.
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        <Trans>
          <span lang={packageLang} className="font-semibold text-ink">
            {packageName}
          </span>{" "}
          with <span translate="no">{guideName}</span>, {startDate} to {endDate}.
        </Trans>
      </p>
      {quote.isPending ? (
        <p role="status" className="text-stone-600">
          <Trans>Checking your refund...</Trans>
        </p>
      ) : quote.isError ? (
        <div className="space-y-2">
          <Alert tone="error">
            {errorMessage(quote.error, t`We couldn't check your refund. Please try again.`)}
          </Alert>
          <Button variant="secondary" onClick={() => void quote.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <p
          role="status"
          className={`rounded-lg border px-3 py-2.5 font-medium ${
            quote.data.fullRefund
              ? "border-emerald-200 bg-emerald-50 text-emerald-900"
              : "border-amber-200 bg-amber-50 text-amber-900"
          }`}
        >
          {cancellationText(quote.data)}
        </p>
      )}
      {cancel.isError && (
        <Alert tone="error">
          {errorMessage(cancel.error, t`Your booking could not be cancelled. Please try again.`)}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Keep booking</Trans>
        </Button>
        <Button
          disabled={!quote.isSuccess || cancel.isPending}
          onClick={() => void confirm()}
          variant="danger"
        >
          {cancel.isPending ? t`Cancelling...` : t`Yes, cancel booking`}
        </Button>
      </div>
    </div>
  );
}
