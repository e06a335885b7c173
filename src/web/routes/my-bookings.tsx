import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { BookingView } from "@/shared/bookings/types";
import { ButtonLink } from "@/web/components/ui/button";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { SuitcaseIcon } from "@/web/components/ui/icons";
import { PersonalPage } from "@/web/components/ui/personal-page";
import { StatusScreen } from "@/web/components/ui/status-screen";
import {
  ConversationPanel,
  type ConversationTopic,
} from "@/web/features/messages/conversation-panel";
import { MessageButton } from "@/web/features/messages/message-button";
import { MyBookingCard } from "@/web/features/my-bookings/my-booking-card";
import { useMyBookings } from "@/web/features/my-bookings/queries";
import { shownBookingNames } from "@/web/lib/english-fields";
import type { FirstData } from "@/web/lib/first-data";
import { myBookingsQuery } from "@/web/lib/my-bookings-query";

/** The bookings come with the screen's code. */
export const firstData: FirstData = () => [myBookingsQuery];

export default function MyBookingsScreen() {
  const { t } = useLingui();
  const bookings = useMyBookings();
  const [messaging, setMessaging] = useState<BookingView | null>(null);

  return (
    <>
      <PersonalPage
        width="4xl"
        title={<Trans>My Bookings</Trans>}
        intro={
          <Trans>
            Your tour requests and trips, newest first. Cancel 30 or more days before the start for
            a full refund.
          </Trans>
        }
      >
        <div className="mt-8">
          {bookings.isPending ? (
            <StatusScreen text={t`Loading your bookings...`} />
          ) : bookings.isError ? (
            <ErrorPanel
              title={t`We couldn't load your bookings.`}
              message={bookings.error.message}
              onRetry={() => void bookings.refetch()}
            />
          ) : bookings.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200/70">
              <SuitcaseIcon className="h-10 w-10 text-brand-700" />
              <p className="text-lg font-semibold text-ink">
                <Trans>You have no bookings yet.</Trans>
              </p>
              <p className="text-sm text-stone-600">
                <Trans>Pick a tour, choose your dates and a guide, and it will show up here.</Trans>
              </p>
              <ButtonLink to="/packages" className="mt-2">
                <Trans>Browse tour packages</Trans>
              </ButtonLink>
            </div>
          ) : (
            <ul className="space-y-5">
              {bookings.data.map((booking) => (
                <li key={booking.id}>
                  <MyBookingCard
                    booking={booking}
                    renderMessageButton={({ describedBy, children }) => (
                      <MessageButton
                        bookingId={booking.id}
                        describedBy={describedBy}
                        onClick={() => setMessaging(booking)}
                      >
                        {children}
                      </MessageButton>
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </PersonalPage>
      <ConversationPanel
        topic={messaging && conversationTopic(messaging)}
        onClose={() => setMessaging(null)}
      />
    </>
  );
}

/** The conversation a booking's message button opens: with its guide, about its package. */
function conversationTopic(booking: BookingView): ConversationTopic {
  const { packageName, packageLang, guideName } = shownBookingNames(booking);
  return { bookingId: booking.id, counterpartName: guideName, packageName, packageLang };
}
