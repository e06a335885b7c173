import type { MailAttachment, MailMessage } from "@/server/platform/mail";
import { tourCalendar } from "@/server/platform/tour-calendar";
import type { BookingView } from "@/shared/bookings/types";
import { formatIndiaTime } from "@/shared/dates";
import { formatPaise, formatRupees } from "@/shared/money";

function details(b: BookingView): string {
  return [
    `Package: ${b.packageName} (${b.destinationName})`,
    `Guide: ${b.guide.name}`,
    `Dates: ${b.startDate} to ${b.endDate}`,
    `Travellers: ${b.numberOfTravelers}`,
    `Price: ${formatRupees(b.price)}`,
    `Traveller: ${b.name}, ${b.email}, ${b.phone}`,
    b.notes ? `Special requirements: ${b.notes}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

const sign = "\n\nYatra Tours";

/** The tour as a calendar invitation, sent once the booking is confirmed. */
export function tourInvite(b: BookingView, publicUrl: string): MailAttachment {
  return {
    filename: "yatra-tour.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: tourCalendar(`Yatra Tours: ${b.packageName}`, [
      {
        id: b.id,
        startDate: b.startDate,
        endDate: b.endDate,
        summary: `${b.packageName} with ${b.guide.name}`,
        description: `${details(b)}\n\nMy Bookings: ${publicUrl}/my-bookings`,
        location: b.destinationName,
        url: `${publicUrl}/my-bookings`,
        updatedAt: new Date(b.updatedAt),
      },
    ]).toString(),
  };
}

export const bookingEmails = {
  newRequest: (to: string, b: BookingView, publicUrl: string): MailMessage => ({
    to,
    subject: `New booking request: ${b.packageName}, ${b.startDate}`,
    text: `You have a new booking request.\n\n${details(b)}\n\nAccept or reject it on your dashboard: ${publicUrl}/dashboard${sign}`,
  }),
  accepted: (b: BookingView, publicUrl: string): MailMessage => {
    const due = b.payment.dueNow;
    const until = b.payment.holdExpiresAt
      ? formatIndiaTime(new Date(b.payment.holdExpiresAt))
      : "within 24 hours";
    return {
      to: b.email,
      subject: `Accepted: pay to confirm your booking: ${b.packageName}`,
      text: `Good news: ${b.guide.name} accepted your booking and is holding these dates for you until ${until} (India time).\n\nTo confirm it, pay ${due ? `${formatPaise(due.amountPaise)} (${due.purpose === "deposit" ? `a deposit; the balance of ${formatPaise(b.payment.pricePaise - due.amountPaise)} is due by ${b.payment.balanceDueOn}` : "the full price"})` : "now"}: ${publicUrl}/my-bookings/${b.id}/pay\n\nUnpaid, the hold ends and the dates are released.\n\n${details(b)}${sign}`,
    };
  },
  reminder: (to: string, b: BookingView, publicUrl: string, expiresAt: Date): MailMessage => ({
    to,
    subject: `Reminder: a booking request is waiting for your answer: ${b.packageName}, ${b.startDate}`,
    text: `${b.name} asked you a day ago to lead this tour and is waiting for your answer. Unless you accept or decline it, the request expires on ${formatIndiaTime(expiresAt)} (India time).\n\n${details(b)}\n\nAnswer on your dashboard: ${publicUrl}/dashboard${sign}`,
  }),
  expired: (to: string, b: BookingView, publicUrl: string, forGuide: boolean): MailMessage => ({
    to,
    subject: `Booking request expired: ${b.packageName}, ${b.startDate}`,
    text: `${
      forGuide
        ? "This request was not answered within 48 hours, so it has expired and the traveller has been told."
        : `${b.guide.name} did not answer your request within 48 hours, so it has expired. Nothing was charged. You can ask another guide or choose other dates.`
    }\n\n${details(b)}\n\n${forGuide ? `Dashboard: ${publicUrl}/dashboard` : `Book again: ${publicUrl}/packages/${b.packageId}`}${sign}`,
  }),
  rejected: (b: BookingView, publicUrl: string): MailMessage => ({
    to: b.email,
    subject: `Your booking request was declined: ${b.packageName}`,
    text: `${b.guide.name} cannot take this booking. You can choose other dates or another guide.\n\n${details(b)}\n\nMy Bookings: ${publicUrl}/my-bookings${sign}`,
  }),
  cancelled: (
    to: string,
    b: BookingView,
    publicUrl: string,
    forGuide: boolean,
    refundPaise: number,
    /** The company cancelled for the traveller (an admin), and why. */
    onBehalf?: { reason: string },
  ): MailMessage => ({
    to,
    subject: `Booking cancelled: ${b.packageName}, ${b.startDate}`,
    text: `${
      onBehalf
        ? `Yatra Tours has cancelled ${forGuide ? "this booking on the traveller's behalf; its dates are free again." : "your booking on your behalf."}\nReason: ${onBehalf.reason}\n\n`
        : forGuide
          ? "This booking was cancelled; its dates are free again. "
          : "Your booking is cancelled. "
    }${
      forGuide
        ? ""
        : refundPaise > 0
          ? `We are refunding ${formatPaise(refundPaise)} to the way you paid; you will get an e-mail when the refund is processed.`
          : b.payment.paidPaise > 0
            ? "Under our cancellation policy nothing is refunded this close to the tour."
            : "Nothing was paid, so nothing is refunded."
    }\n\n${details(b)}\n\n${forGuide ? `Dashboard: ${publicUrl}/dashboard` : `My Bookings: ${publicUrl}/my-bookings`}${sign}`,
  }),
};
