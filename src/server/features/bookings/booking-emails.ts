import type { MailMessage } from "@/server/platform/mail";
import { tourCalendar } from "@/server/platform/tour-calendar";
import type { BookingView } from "@/shared/bookings/types";
import { formatRupees } from "@/shared/money";

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

export const bookingEmails = {
  newRequest: (to: string, b: BookingView, publicUrl: string): MailMessage => ({
    to,
    subject: `New booking request: ${b.packageName}, ${b.startDate}`,
    text: `You have a new booking request.\n\n${details(b)}\n\nAccept or reject it on your dashboard: ${publicUrl}/dashboard${sign}`,
  }),
  accepted: (b: BookingView, publicUrl: string): MailMessage => ({
    to: b.email,
    subject: `Your booking is confirmed: ${b.packageName}`,
    text: `Good news: ${b.guide.name} accepted your booking.\n\n${details(b)}\n\nSee it in My Bookings: ${publicUrl}/my-bookings\n\nThe attached calendar file adds the tour to your calendar.${sign}`,
    attachments: [
      {
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
      },
    ],
  }),
  reminder: (to: string, b: BookingView, publicUrl: string, expiresAt: Date): MailMessage => ({
    to,
    subject: `Reminder: a booking request is waiting for your answer: ${b.packageName}, ${b.startDate}`,
    text: `${b.name} asked you a day ago to lead this tour and is waiting for your answer. Unless you accept or decline it, the request expires on ${expiresAt.toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long", timeStyle: "short" })} (India time).\n\n${details(b)}\n\nAnswer on your dashboard: ${publicUrl}/dashboard${sign}`,
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
  cancelled: (to: string, b: BookingView, publicUrl: string, forGuide: boolean): MailMessage => ({
    to,
    subject: `Booking cancelled: ${b.packageName}, ${b.startDate}`,
    text: `${forGuide ? "The traveller cancelled this booking." : "Your booking is cancelled."} ${
      b.refundAmount
        ? `Refund: ${formatRupees(b.refundAmount)} (full refund).`
        : "No refund applies."
    }\n\n${details(b)}\n\n${forGuide ? `Dashboard: ${publicUrl}/dashboard` : `My Bookings: ${publicUrl}/my-bookings`}${sign}`,
  }),
};
