import type { BookingView } from "@/shared/bookings/types";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/components/ui/server-errors";
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
  return (
    <Dialog open={open} title="Cancel this booking?" onClose={onClose}>
      <CancelBookingBody booking={booking} onClose={onClose} onCancelled={onCancelled} />
    </Dialog>
  );
}

function CancelBookingBody({
  booking,
  onClose,
  onCancelled,
}: Omit<CancelBookingDialogProps, "open">) {
  const quote = useCancellationQuote(booking.id);
  const cancel = useCancelBooking(booking.id);

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
        <span className="font-semibold text-ink">{booking.packageName}</span> with{" "}
        {booking.guide.name}, {formatDate(booking.startDate)} to {formatDate(booking.endDate)}.
      </p>
      {quote.isPending ? (
        <p role="status" className="text-stone-600">
          Checking your refund...
        </p>
      ) : quote.isError ? (
        <div className="space-y-2">
          <Alert tone="error">
            {errorMessage(quote.error, "We couldn't check your refund. Please try again.")}
          </Alert>
          <Button variant="secondary" onClick={() => void quote.refetch()}>
            Try again
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
          {errorMessage(cancel.error, "Your booking could not be cancelled. Please try again.")}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep booking
        </Button>
        <Button
          disabled={!quote.isSuccess || cancel.isPending}
          onClick={() => void confirm()}
          variant="danger"
        >
          {cancel.isPending ? "Cancelling..." : "Yes, cancel booking"}
        </Button>
      </div>
    </div>
  );
}
