import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { canCancel } from "@/shared/bookings/rules";
import type { BookingView, RefundView } from "@/shared/bookings/types";
import { ResponsiveImage } from "@/web/components/responsive-image";
import { BookingStatusBadge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  CalendarIcon,
  ChatIcon,
  CheckCircleIcon,
  ClockIcon,
  MapPinIcon,
  RupeeIcon,
  StarIcon,
  UserIcon,
  UsersIcon,
} from "@/web/components/ui/icons";
import { Link } from "@/web/components/ui/link";
import { intentLoader, LoadedOnIntent } from "@/web/components/ui/loaded-on-intent";
import { useToast } from "@/web/components/ui/toast";
import { shownBookingNames } from "@/web/lib/english-fields";
import { formatDate, formatRupees } from "@/web/lib/format";
import { withMessages } from "@/web/lib/i18n";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { refundLine, refundText } from "./cancellation-text";
import { PaymentSummary } from "./payment-summary";

const REVIEW_THANKS = msg`Thank you for your review!`;

/**
 * The review form's code (with the form library) comes when the reader reaches for Review your
 * guide: My Bookings' first view has no form (decision 0049).
 */
const reviewForm = intentLoader(() => withMessages(() => import("./review-form"), ["trips"]));

type FocusTarget = "refund" | "thanks" | "review-button" | null;

interface MyBookingCardProps {
  booking: BookingView;
  /**
   * The Message your guide button, from the messages feature (the route passes it in): it opens
   * the conversation and shows the unread count. It gets the card's title id and its label.
   */
  renderMessageButton: (button: { describedBy: string; children: ReactNode }) => ReactNode;
}

/** One booking as its traveller sees it, with what they can still do about it. */
export function MyBookingCard({ booking, renderMessageButton }: MyBookingCardProps) {
  const { t } = useLingui();
  const toast = useToast();
  const titleId = useId();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [thanked, setThanked] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const refundRef = useRef<HTMLParagraphElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const reviewButtonRef = useRef<HTMLButtonElement>(null);

  // The control that was used disappears (Cancel, Submit): put the keyboard on what replaced it.
  useEffect(() => {
    const target = {
      refund: refundRef,
      thanks: thanksRef,
      "review-button": reviewButtonRef,
    };
    if (!focusTarget) return;
    target[focusTarget].current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const onCancelled = (cancelled: BookingView) => {
    setCancelOpen(false);
    const refund = refundText(cancelled.payment);
    toast.success(t`Your booking is cancelled. ${refund}.`);
    setFocusTarget("refund");
  };

  const isCompleted = booking.status === "completed";
  const names = shownBookingNames(booking);
  const guideName = names.guideName;
  const travelers = booking.numberOfTravelers;
  const bookedOn = formatDate(booking.createdAt);

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          {/* Beside the package's name, which says what it shows: decorative for a screen reader. */}
          <ResponsiveImage
            photo={booking.packageImage.photo}
            fallbackSrc={booking.packageImage.image}
            alt=""
            sizes="(min-width: 640px) 8rem, 5rem"
            className="h-20 w-20 shrink-0 rounded-xl bg-brand-50 object-cover sm:h-24 sm:w-32"
          />
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-ink">
              <Link
                to={`/packages/${booking.packageId}`}
                lang={names.packageLang}
                className="hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {names.packageName}
              </Link>
            </h2>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-stone-600">
              <MapPinIcon className="h-4 w-4" />
              <span lang={names.destinationLang}>{names.destinationName}</span>
            </p>
          </div>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>

      <ul className="mt-4 grid gap-x-6 gap-y-2 text-sm text-stone-700 sm:grid-cols-2">
        <li className="flex items-center gap-2">
          <CalendarIcon className="h-4 w-4 shrink-0 text-stone-500" />
          {formatDate(booking.startDate)} – {formatDate(booking.endDate)}
        </li>
        <li className="flex items-center gap-2">
          <UserIcon className="h-4 w-4 shrink-0 text-stone-500" />
          <Trans>
            Guide: <span translate="no">{guideName}</span>
          </Trans>
        </li>
        <li className="flex items-center gap-2">
          <UsersIcon className="h-4 w-4 shrink-0 text-stone-500" />
          <Trans>Travelers: {travelers}</Trans>
        </li>
        <li className="flex items-center gap-2">
          <RupeeIcon className="h-4 w-4 shrink-0 text-stone-500" />
          <span className="font-semibold text-ink">{formatRupees(booking.price)}</span>
        </li>
        <li className="flex items-center gap-2 text-stone-500">
          <ClockIcon className="h-4 w-4 shrink-0" />
          <Trans>Booked on {bookedOn}</Trans>
        </li>
      </ul>

      {booking.status === "cancelled" && (
        <div className="mt-3">
          <p
            ref={refundRef}
            tabIndex={-1}
            className="font-semibold text-stone-800 focus:outline-none"
          >
            {refundText(booking.payment)}
          </p>
          {booking.payment.refunds.length > 0 && (
            <ul className="mt-1 text-sm text-stone-700">
              {booking.payment.refunds.map((refund) => (
                <RefundItem key={refund.id} refund={refund} />
              ))}
            </ul>
          )}
        </div>
      )}
      <PaymentSummary booking={booking} />
      {booking.status === "pending" && (
        <p className="mt-3 text-sm text-stone-600">
          <Trans>
            Waiting for <span translate="no">{guideName}</span> to accept your request.
          </Trans>
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        {renderMessageButton({
          describedBy: titleId,
          children: (
            <>
              <ChatIcon className="h-5 w-5" />
              <Trans>Message your guide</Trans>
            </>
          ),
        })}
        {canCancel(booking.status) && (
          <>
            <Button variant="secondary" onClick={() => setCancelOpen(true)}>
              <Trans>Cancel booking</Trans>
            </Button>
            <CancelBookingDialog
              booking={booking}
              open={cancelOpen}
              onClose={() => setCancelOpen(false)}
              onCancelled={onCancelled}
            />
          </>
        )}
      </div>

      {isCompleted && thanked && (
        <p
          ref={thanksRef}
          tabIndex={-1}
          role="status"
          className="mt-4 flex items-center gap-2 font-semibold text-emerald-800 focus:outline-none"
        >
          <CheckCircleIcon className="h-5 w-5" />
          {t(REVIEW_THANKS)}
        </p>
      )}
      {isCompleted && !thanked && booking.reviewed && (
        <p className="mt-4 text-sm text-stone-600">
          <Trans>You reviewed this guide.</Trans>
        </p>
      )}
      {isCompleted && !thanked && booking.canReview && !reviewing && (
        <div className="mt-4">
          <Button
            ref={reviewButtonRef}
            onClick={() => setReviewing(true)}
            onPointerEnter={reviewForm.prefetch}
            onFocus={reviewForm.prefetch}
            onTouchStart={reviewForm.prefetch}
          >
            <StarIcon className="h-5 w-5" />
            <Trans>Review your guide</Trans>
          </Button>
        </div>
      )}
      {isCompleted && !thanked && booking.canReview && reviewing && (
        <LoadedOnIntent
          loader={reviewForm}
          loadingText={t`Loading the review form...`}
          failedTitle={t`We couldn't open the review form.`}
        >
          {({ ReviewForm }) => (
            <ReviewForm
              bookingId={booking.id}
              guideName={guideName}
              onReviewed={() => {
                setReviewing(false);
                setThanked(true);
                setFocusTarget("thanks");
              }}
              onCancel={() => {
                setReviewing(false);
                setFocusTarget("review-button");
              }}
            />
          )}
        </LoadedOnIntent>
      )}
    </article>
  );
}

/** One refund as the traveller tracks it with their bank; its reference is the bank's, not words. */
function RefundItem({ refund }: { refund: RefundView }) {
  // Rendered again with the card, whose useLingui() follows a language switch.
  const line = refundLine(refund);
  const reference = refund.reference;
  return (
    <li>
      {reference ? (
        <Trans>
          {line} (reference <span translate="no">{reference}</span>)
        </Trans>
      ) : (
        line
      )}
    </li>
  );
}
