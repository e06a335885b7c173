import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { ButtonLink } from "@/web/components/ui/button";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { PersonalPage } from "@/web/components/ui/personal-page";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { CheckoutPanel } from "@/web/features/checkout/checkout-panel";
import { paymentOptionsQuery, usePaymentOptions } from "@/web/features/checkout/queries";
import { useMyBookings } from "@/web/features/my-bookings/queries";
import type { FirstData } from "@/web/lib/first-data";
import { myBookingsQuery } from "@/web/lib/my-bookings-query";

/**
 * The booking to pay for (one of the traveller's own) and how the site takes payment come with the
 * screen: with only the booking, the page came with "Loading your booking..." and the checkout was
 * drawn after the app had taken it over, in one long task.
 */
export const firstData: FirstData = () => [myBookingsQuery, paymentOptionsQuery];

/** /my-bookings/:id/pay: what the booking owes now, and the checkout that pays it. */
export default function PayScreen() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const bookings = useMyBookings();
  const options = usePaymentOptions();
  const booking = bookings.data?.find((b) => b.id === id);

  return (
    <PersonalPage width="2xl" title={<Trans>Pay for your booking</Trans>}>
      <div className="mt-6">
        {bookings.isPending || options.isPending ? (
          <StatusScreen text={t`Loading your booking...`} />
        ) : bookings.isError || options.isError ? (
          <ErrorPanel
            title={t`We couldn't load this payment.`}
            message={(bookings.error ?? options.error)?.message ?? ""}
            onRetry={() => {
              void bookings.refetch();
              void options.refetch();
            }}
          />
        ) : !booking ? (
          <div className="space-y-3 rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
            <p className="font-semibold text-ink">
              <Trans>We couldn't find this booking.</Trans>
            </p>
            <ButtonLink to="/my-bookings">
              <Trans>Back to My Bookings</Trans>
            </ButtonLink>
          </div>
        ) : (
          <CheckoutPanel booking={booking} options={options.data} />
        )}
      </div>
    </PersonalPage>
  );
}
