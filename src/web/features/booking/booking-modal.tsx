import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { BookingView } from "@/shared/bookings/types";
import type { PackageSummary } from "@/shared/catalogue/types";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { CheckCircleIcon } from "@/web/components/ui/icons";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { shownBookingNames } from "@/web/lib/english-fields";
import { formatDate, formatRupees } from "@/web/lib/format";
import { NOT_REACHED_MESSAGE, withMessages } from "@/web/lib/i18n";
import { newIdempotencyKey } from "@/web/lib/idempotency-key";

type BookingFormModule = typeof import("./booking-form");
let formModule: Promise<BookingFormModule> | null = null;
let loadedForm: BookingFormModule | null = null;

/**
 * Fetches the booking form's code (with the date picker and the form library, a fifth of the
 * package page's script) if it is not here yet. The package page calls it when a reader shows
 * intent (a pointer over Book Now, focus, a touch), so the page's first paint does not wait for
 * code only the dialog uses, and the dialog rarely waits either (decision 0049).
 */
export function prepareBookingForm(): Promise<BookingFormModule> {
  formModule ??= withMessages(() => import("./booking-form")).then(
    (loaded) => {
      loadedForm = loaded;
      return loaded;
    },
    (error: unknown) => {
      formModule = null; // the next attempt asks again
      throw error;
    },
  );
  return formModule;
}

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

  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-semibold text-brand-800">{pkg.name}</p>
      {booking ? (
        <BookingDone booking={booking} onClose={onClose} />
      ) : (
        <BookingFormWhenLoaded pkg={pkg} idempotencyKey={idempotencyKey} onBooked={setBooking} />
      )}
    </div>
  );
}

/** The form once its code is here; until then a loading line, and a way to try again offline. */
function BookingFormWhenLoaded(props: {
  pkg: BookablePackage;
  idempotencyKey: string;
  onBooked: (booking: BookingView) => void;
}) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState(loadedForm);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (loaded) return;
    let current = true;
    prepareBookingForm().then(
      (module) => current && setLoaded(module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [loaded, attempt]);

  if (loaded) return <loaded.BookingForm {...props} />;
  if (failed) {
    return (
      <ErrorPanel
        title={t`We couldn't open the booking form.`}
        message={NOT_REACHED_MESSAGE}
        onRetry={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  return <StatusScreen text={t`Loading the booking form...`} />;
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
