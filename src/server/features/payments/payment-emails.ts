import { tourInvite } from "@/server/features/bookings/booking-emails";
import type { MailAttachment, MailMessage } from "@/server/platform/mail";
import type { BookingView } from "@/shared/bookings/types";
import { formatPaise } from "@/shared/money";
import type { LedgerRow } from "./payments.repo";

const sign = "\n\nYatra Tours";

function tour(b: BookingView): string {
  return [
    `Package: ${b.packageName} (${b.destinationName})`,
    `Guide: ${b.guide.name}`,
    `Dates: ${b.startDate} to ${b.endDate}`,
    `Travellers: ${b.numberOfTravelers}`,
    `Price: ${formatPaise(b.payment.pricePaise)}`,
    `Paid so far: ${formatPaise(b.payment.netPaidPaise)}`,
  ].join("\n");
}

const balanceLine = (b: BookingView) =>
  b.payment.dueNow?.purpose === "balance" && b.payment.balanceDueOn
    ? `\n\nThe balance of ${formatPaise(b.payment.dueNow.amountPaise)} is due by ${b.payment.balanceDueOn}; we will remind you a week before.`
    : "";

export const paymentEmails = {
  received: (
    b: BookingView,
    charge: LedgerRow,
    invoice: MailAttachment | null,
    publicUrl: string,
  ): MailMessage => ({
    to: b.email,
    subject:
      b.payment.dueNow?.purpose === "balance"
        ? `Deposit received, booking confirmed: ${b.packageName}`
        : `Paid in full, booking confirmed: ${b.packageName}`,
    text: `We received ${formatPaise(charge.amountPaise)} for your booking (payment ${charge.providerPaymentId}). Your booking with ${b.guide.name} is confirmed.${balanceLine(b)}\n\n${tour(b)}\n\nYour GST invoice ${charge.documentNumber ?? ""} is attached; the calendar file adds the tour to your calendar.\n\nMy Bookings: ${publicUrl}/my-bookings${sign}`,
    attachments: [...(invoice ? [invoice] : []), tourInvite(b, publicUrl)],
  }),
  confirmedForGuide: (to: string, b: BookingView, publicUrl: string): MailMessage => ({
    to,
    subject: `Confirmed: ${b.packageName}, ${b.startDate}`,
    text: `${b.name} paid, so this tour is confirmed and the dates are yours.\n\n${tour(b)}\n\nDashboard: ${publicUrl}/dashboard${sign}`,
    attachments: [tourInvite(b, publicUrl)],
  }),
  holdExpired: (to: string, b: BookingView, publicUrl: string, forGuide: boolean): MailMessage => ({
    to,
    subject: `Booking released, not paid in time: ${b.packageName}, ${b.startDate}`,
    text: `${
      forGuide
        ? "The traveller did not pay within 24 hours, so the hold ended and these dates are free again."
        : `The 24 hours to pay for this booking have passed, so ${b.guide.name}'s dates were released. Nothing was charged. You can book again if the dates are still free.`
    }\n\n${tour(b)}\n\n${forGuide ? `Dashboard: ${publicUrl}/dashboard` : `Book again: ${publicUrl}/packages/${b.packageId}`}${sign}`,
  }),
  balanceReminder: (b: BookingView, publicUrl: string): MailMessage => ({
    to: b.email,
    subject: `Balance due ${b.payment.balanceDueOn}: ${b.packageName}`,
    text: `The balance of ${formatPaise(b.payment.dueNow?.amountPaise ?? 0)} for your tour is due by ${b.payment.balanceDueOn}. Unpaid after that day, the booking is cancelled and the deposit is kept, as our cancellation policy says.\n\nPay now: ${publicUrl}/my-bookings/${b.id}/pay\n\n${tour(b)}${sign}`,
  }),
  balanceOverdue: (
    to: string,
    b: BookingView,
    publicUrl: string,
    forGuide: boolean,
  ): MailMessage => ({
    to,
    subject: `Booking cancelled, balance not paid: ${b.packageName}, ${b.startDate}`,
    text: `${
      forGuide
        ? "The traveller did not pay the balance by its due date, so this booking is cancelled and its dates are free again."
        : `The balance was not paid by ${b.payment.balanceDueOn}, so the booking is cancelled. The deposit is kept under our cancellation policy.`
    }\n\n${tour(b)}\n\n${forGuide ? `Dashboard: ${publicUrl}/dashboard` : `My Bookings: ${publicUrl}/my-bookings`}${sign}`,
  }),
  lateRefund: (b: BookingView, amountPaise: number, publicUrl: string): MailMessage => ({
    to: b.email,
    subject: `Your payment is being refunded: ${b.packageName}`,
    text: `A payment of ${formatPaise(amountPaise)} reached us after this booking was no longer held (it is ${b.status}), so we are refunding all of it to the way you paid.\n\n${tour(b)}\n\nMy Bookings: ${publicUrl}/my-bookings${sign}`,
  }),
  refundSettled: (
    b: BookingView,
    refund: LedgerRow,
    creditNote: MailAttachment | null,
    publicUrl: string,
  ): MailMessage => ({
    to: b.email,
    subject:
      refund.state === "processed"
        ? `Refund processed: ${formatPaise(refund.amountPaise)}`
        : `Refund failed: ${formatPaise(refund.amountPaise)}`,
    text: `${
      refund.state === "processed"
        ? `Your refund of ${formatPaise(refund.amountPaise)} has been processed (reference ${refund.providerRefundId ?? refund.id}). Banks usually show it within 5 working days; instant refunds arrive sooner. The credit note is attached.`
        : `Your refund of ${formatPaise(refund.amountPaise)} could not be paid by the payment provider. Our team has been told and will pay it another way; reply to this e-mail if you have questions.`
    }\n\n${tour(b)}\n\nMy Bookings: ${publicUrl}/my-bookings${sign}`,
    attachments: creditNote ? [creditNote] : undefined,
  }),
};
