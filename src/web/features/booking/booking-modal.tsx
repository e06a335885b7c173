import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { BookingView } from "@/shared/bookings/types";
import type { PackageSummary } from "@/shared/catalogue/types";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { CheckCircleIcon } from "@/web/components/ui/icons";
import { intentLoader, LoadedOnIntent } from "@/web/components/ui/loaded-on-intent";
import { shownBookingNames } from "@/web/lib/english-fields";
import { formatDate, formatRupees } from "@/web/lib/format";
import { withMessages } from "@/web/lib/i18n";
import { newIdempotencyKey } from "@/web/lib/idempotency-key";

/**
 * The booking form's code (with the date picker and the form library, a fifth of the package
 * page's script), fetched when a reader shows intent: the package page calls `prefetchBookingForm`
 * on a pointer over Book Now, focus or a touch, so its first paint does not wait for code only the
 * dialog uses, and the dialog rarely waits either (decision 0049).
 */
const bookingForm = intentLoader(() => withMessages(() => import("./booking-form")));
export const prefetchBookingForm = bookingForm.prefetch;

export type BookablePackage = Pick<PackageSummary, "id" | "name" | "destinationName" | "price">;

interface BookingModalProps {
  open: boolean;
  onClose: () => void;
  pkg: BookablePackage;
}

/** 'Book Your Tour': the body mounts afresh (new request key, empty form) each time it opens. */
export function BookingModal({ open, onClose, pkg }: BookingModalProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} title={t`Book Your Tour`} onClose={onClose} className="max-w-2xl">
      <BookingModalBody pkg={pkg} onClose={onClose} />
    </Dialog>
  );
}

function BookingModalBody({ pkg, onClose }: { pkg: BookablePackage; onClose: () => void }) {
  // One key per opening: a double click or a retry after a failure can never book twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [booking, setBooking] = useState<BookingView | null>(null);
  const { t } = useLingui();

  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-semibold text-brand-800">{pkg.name}</p>
      {booking ? (
        <BookingDone booking={booking} onClose={onClose} />
      ) : (
        <LoadedOnIntent
          loader={bookingForm}
          loadingText={t`Loading the booking form...`}
          failedTitle={t`We couldn't open the booking form.`}
        >
          {({ BookingForm }) => (
            <BookingForm pkg={pkg} idempotencyKey={idempotencyKey} onBooked={setBooking} />
          )}
        </LoadedOnIntent>
      )}
    </div>
  );
}

function BookingDone({ booking, onClose }: { booking: BookingView; onClose: () => void }) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { guideName } = shownBookingNames(booking);
  const startDate = formatDate(booking.startDate);
  const endDate = formatDate(booking.endDate);
  const price = formatRupees(booking.price);
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <CheckCircleIcon className="h-12 w-12 text-emerald-600" />
      <p
        ref={headingRef}
        tabIndex={-1}
        role="status"
        className="text-lg font-semibold text-emerald-900 focus:outline-none"
      >
        <Trans>Package booked successfully!</Trans>
      </p>
      <p className="max-w-md text-sm text-stone-600">
        <Trans>
          {guideName} will look at your request for {startDate} to {endDate} ({price}) and confirm
          it. We will e-mail you as soon as they do.
        </Trans>
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/my-bookings">
          <Trans>View My Bookings</Trans>
        </ButtonLink>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </div>
  );
}
