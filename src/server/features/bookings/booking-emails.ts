import type { MailAttachment, MailMessage } from "@/server/platform/mail";
import {
  bilingual,
  MAIL_FRAME,
  type MailFormat,
  mailFormat,
} from "@/server/platform/mail-language";
import { tourCalendar } from "@/server/platform/tour-calendar";
import { bookingNames } from "@/shared/bookings/names";
import type { BookingView } from "@/shared/bookings/types";
import type { Language } from "@/shared/language";

/** The Hindi e-mails name the package and destination in Hindi where the catalogue has it. */
const hindi = (b: BookingView) => bookingNames(b, "hi");

const TEXTS = bilingual({
  en: {
    details: (b: BookingView, f: MailFormat) =>
      [
        `Package: ${b.packageName} (${b.destinationName})`,
        `Guide: ${b.guide.name}`,
        `Dates: ${b.startDate} to ${b.endDate}`,
        `Travellers: ${b.numberOfTravelers}`,
        `Price: ${f.rupees(b.price)}`,
        `Traveller: ${b.name}, ${b.email}, ${b.phone}`,
        b.notes ? `Special requirements: ${b.notes}` : null,
      ]
        .filter(Boolean)
        .join("\n"),
    inviteTitle: (b: BookingView) => `Yatra Tours: ${b.packageName}`,
    inviteSummary: (b: BookingView) => `${b.packageName} with ${b.guide.name}`,
    myBookings: "My Bookings",
    dashboard: "Dashboard",
    bookAgain: "Book again",
    newRequest: {
      subject: (b: BookingView) => `New booking request: ${b.packageName}, ${b.startDate}`,
      text: (details: string, dashboardUrl: string) =>
        `You have a new booking request.\n\n${details}\n\nAccept or reject it on your dashboard: ${dashboardUrl}`,
    },
    accepted: {
      subject: (b: BookingView) => `Accepted: pay to confirm your booking: ${b.packageName}`,
      text: (b: BookingView, f: MailFormat, details: string, payUrl: string) => {
        const due = b.payment.dueNow;
        const until = b.payment.holdExpiresAt
          ? f.moment(new Date(b.payment.holdExpiresAt))
          : "within 24 hours";
        return `Good news: ${b.guide.name} accepted your booking and is holding these dates for you until ${until} (India time).\n\nTo confirm it, pay ${due ? `${f.paise(due.amountPaise)} (${due.purpose === "deposit" ? `a deposit; the balance of ${f.paise(b.payment.pricePaise - due.amountPaise)} is due by ${b.payment.balanceDueOn}` : "the full price"})` : "now"}: ${payUrl}\n\nUnpaid, the hold ends and the dates are released.\n\n${details}`;
      },
    },
    reminder: {
      subject: (b: BookingView) =>
        `Reminder: a booking request is waiting for your answer: ${b.packageName}, ${b.startDate}`,
      text: (
        b: BookingView,
        f: MailFormat,
        expiresAt: Date,
        details: string,
        dashboardUrl: string,
      ) =>
        `${b.name} asked you a day ago to lead this tour and is waiting for your answer. Unless you accept or decline it, the request expires on ${f.moment(expiresAt)} (India time).\n\n${details}\n\nAnswer on your dashboard: ${dashboardUrl}`,
    },
    expired: {
      subject: (b: BookingView) => `Booking request expired: ${b.packageName}, ${b.startDate}`,
      forGuide:
        "This request was not answered within 48 hours, so it has expired and the traveller has been told.",
      forTraveller: (b: BookingView) =>
        `${b.guide.name} did not answer your request within 48 hours, so it has expired. Nothing was charged. You can ask another guide or choose other dates.`,
    },
    rejected: {
      subject: (b: BookingView) => `Your booking request was declined: ${b.packageName}`,
      text: (b: BookingView) =>
        `${b.guide.name} cannot take this booking. You can choose other dates or another guide.`,
    },
    cancelled: {
      subject: (b: BookingView) => `Booking cancelled: ${b.packageName}, ${b.startDate}`,
      onBehalf: (forGuide: boolean, reason: string) =>
        `Yatra Tours has cancelled ${forGuide ? "this booking on the traveller's behalf; its dates are free again." : "your booking on your behalf."}\nReason: ${reason}\n\n`,
      forGuide: "This booking was cancelled; its dates are free again. ",
      forTraveller: "Your booking is cancelled. ",
      refunding: (amount: string) =>
        `We are refunding ${amount} to the way you paid; you will get an e-mail when the refund is processed.`,
      tooLate: "Under our cancellation policy nothing is refunded this close to the tour.",
      nothingPaid: "Nothing was paid, so nothing is refunded.",
    },
  },
  hi: {
    details: (b, f) =>
      [
        `पैकेज: ${hindi(b).packageName} (${hindi(b).destinationName})`,
        `गाइड: ${b.guide.name}`,
        `तारीख़ें: ${f.date(b.startDate)} से ${f.date(b.endDate)} तक`,
        `यात्रियों की संख्या: ${b.numberOfTravelers}`,
        `क़ीमत: ${f.rupees(b.price)}`,
        `यात्री: ${b.name}, ${b.email}, ${b.phone}`,
        b.notes ? `ख़ास ज़रूरतें: ${b.notes}` : null,
      ]
        .filter(Boolean)
        .join("\n"),
    inviteTitle: (b) => `यात्रा टूर्स: ${hindi(b).packageName}`,
    inviteSummary: (b) => `${hindi(b).packageName}, गाइड ${b.guide.name} के साथ`,
    myBookings: "मेरी बुकिंग",
    dashboard: "डैशबोर्ड",
    bookAgain: "फिर से बुक करें",
    newRequest: {
      subject: (b) =>
        `नया बुकिंग अनुरोध: ${hindi(b).packageName}, ${mailFormat("hi").date(b.startDate)}`,
      text: (details, dashboardUrl) =>
        `आपके पास एक नया बुकिंग अनुरोध आया है।\n\n${details}\n\nअपने डैशबोर्ड पर इसे स्वीकार या अस्वीकार करें: ${dashboardUrl}`,
    },
    accepted: {
      subject: (b) => `बुकिंग स्वीकार हो गई, पक्की करने के लिए भुगतान करें: ${hindi(b).packageName}`,
      text: (b, f, details, payUrl) => {
        const due = b.payment.dueNow;
        const until = b.payment.holdExpiresAt
          ? `${f.moment(new Date(b.payment.holdExpiresAt))} (भारतीय समय) तक`
          : "अगले 24 घंटे तक";
        const pay = due
          ? `बुकिंग पक्की करने के लिए ${f.paise(due.amountPaise)} का भुगतान करें (${
              due.purpose === "deposit"
                ? `यह अग्रिम राशि है; बाक़ी ${f.paise(b.payment.pricePaise - due.amountPaise)} ${b.payment.balanceDueOn ? `चुकाने की आख़िरी तारीख़ ${f.date(b.payment.balanceDueOn)} है` : "बाद में चुकाने होंगे"}`
                : "पूरी क़ीमत"
            })`
          : "बुकिंग पक्की करने के लिए अभी भुगतान करें";
        return `ख़ुशख़बरी: ${b.guide.name} ने आपकी बुकिंग स्वीकार कर ली है और ${until} ये तारीख़ें आपके लिए रोक रखी हैं।\n\n${pay}: ${payUrl}\n\nतब तक भुगतान न होने पर रोक हट जाएगी और तारीख़ें दूसरों के लिए खुल जाएँगी।\n\n${details}`;
      },
    },
    reminder: {
      subject: (b) =>
        `याद दिला दें: एक बुकिंग अनुरोध आपके जवाब का इंतज़ार कर रहा है: ${hindi(b).packageName}, ${mailFormat("hi").date(b.startDate)}`,
      text: (b, f, expiresAt, details, dashboardUrl) =>
        `${b.name} ने एक दिन पहले आपसे यह टूर कराने का अनुरोध किया था और आपके जवाब का इंतज़ार कर रहे हैं। अगर आप इसे स्वीकार या अस्वीकार नहीं करते, तो यह अनुरोध ${f.moment(expiresAt)} (भारतीय समय) ख़त्म हो जाएगा।\n\n${details}\n\nअपने डैशबोर्ड पर जवाब दें: ${dashboardUrl}`,
    },
    expired: {
      subject: (b) =>
        `बुकिंग अनुरोध की अवधि ख़त्म: ${hindi(b).packageName}, ${mailFormat("hi").date(b.startDate)}`,
      forGuide:
        "इस अनुरोध का 48 घंटे के भीतर जवाब नहीं दिया गया, इसलिए इसकी अवधि ख़त्म हो गई है और यात्री को बता दिया गया है।",
      forTraveller: (b) =>
        `${b.guide.name} ने 48 घंटे के भीतर आपके अनुरोध का जवाब नहीं दिया, इसलिए इसकी अवधि ख़त्म हो गई है। आपसे कोई पैसा नहीं लिया गया। आप किसी दूसरे गाइड से पूछ सकते हैं या दूसरी तारीख़ें चुन सकते हैं।`,
    },
    rejected: {
      subject: (b) => `आपका बुकिंग अनुरोध अस्वीकार हो गया: ${hindi(b).packageName}`,
      text: (b) => `${b.guide.name} यह बुकिंग नहीं ले पाएँगे। आप दूसरी तारीख़ें या कोई दूसरा गाइड चुन सकते हैं।`,
    },
    cancelled: {
      subject: (b) => `बुकिंग रद्द: ${hindi(b).packageName}, ${mailFormat("hi").date(b.startDate)}`,
      onBehalf: (forGuide, reason) =>
        `यात्रा टूर्स ने ${forGuide ? "यात्री की ओर से यह बुकिंग रद्द कर दी है; इसकी तारीख़ें फिर से ख़ाली हैं।" : "आपकी ओर से आपकी बुकिंग रद्द कर दी है।"}\nकारण: ${reason}\n\n`,
      forGuide: "यह बुकिंग रद्द हो गई है; इसकी तारीख़ें फिर से ख़ाली हैं। ",
      forTraveller: "आपकी बुकिंग रद्द हो गई है। ",
      refunding: (amount) =>
        `हम ${amount} उसी तरीक़े से लौटा रहे हैं जिससे आपने भुगतान किया था; रिफ़ंड पूरा होने पर आपको ई-मेल मिलेगा।`,
      tooLate: "हमारी रद्दीकरण नीति के अनुसार टूर के इतने क़रीब कोई रिफ़ंड नहीं होता।",
      nothingPaid: "कोई भुगतान नहीं हुआ था, इसलिए कुछ लौटाना नहीं है।",
    },
  },
});

const details = (language: Language, b: BookingView) =>
  TEXTS[language].details(b, mailFormat(language));

/** The tour as a calendar invitation, sent once the booking is confirmed. */
export function tourInvite(language: Language, b: BookingView, publicUrl: string): MailAttachment {
  const t = TEXTS[language];
  return {
    filename: "yatra-tour.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: tourCalendar(t.inviteTitle(b), [
      {
        id: b.id,
        startDate: b.startDate,
        endDate: b.endDate,
        summary: t.inviteSummary(b),
        description: `${details(language, b)}\n\n${t.myBookings}: ${publicUrl}/my-bookings`,
        location: bookingNames(b, language).destinationName,
        url: `${publicUrl}/my-bookings`,
        updatedAt: new Date(b.updatedAt),
      },
    ]).toString(),
  };
}

/** Every e-mail takes the recipient's language first: the traveller's, or the guide's. */
export const bookingEmails = {
  newRequest: (language: Language, to: string, b: BookingView, publicUrl: string): MailMessage => {
    const t = TEXTS[language].newRequest;
    return {
      to,
      subject: t.subject(b),
      text: `${t.text(details(language, b), `${publicUrl}/dashboard`)}${MAIL_FRAME[language].sign}`,
    };
  },
  accepted: (language: Language, b: BookingView, publicUrl: string): MailMessage => {
    const t = TEXTS[language].accepted;
    return {
      to: b.email,
      subject: t.subject(b),
      text: `${t.text(b, mailFormat(language), details(language, b), `${publicUrl}/my-bookings/${b.id}/pay`)}${MAIL_FRAME[language].sign}`,
    };
  },
  reminder: (
    language: Language,
    to: string,
    b: BookingView,
    publicUrl: string,
    expiresAt: Date,
  ): MailMessage => {
    const t = TEXTS[language].reminder;
    return {
      to,
      subject: t.subject(b),
      text: `${t.text(b, mailFormat(language), expiresAt, details(language, b), `${publicUrl}/dashboard`)}${MAIL_FRAME[language].sign}`,
    };
  },
  expired: (
    language: Language,
    to: string,
    b: BookingView,
    publicUrl: string,
    forGuide: boolean,
  ): MailMessage => {
    const all = TEXTS[language];
    const t = all.expired;
    return {
      to,
      subject: t.subject(b),
      text: `${forGuide ? t.forGuide : t.forTraveller(b)}\n\n${details(language, b)}\n\n${forGuide ? `${all.dashboard}: ${publicUrl}/dashboard` : `${all.bookAgain}: ${publicUrl}/packages/${b.packageId}`}${MAIL_FRAME[language].sign}`,
    };
  },
  rejected: (language: Language, b: BookingView, publicUrl: string): MailMessage => {
    const all = TEXTS[language];
    return {
      to: b.email,
      subject: all.rejected.subject(b),
      text: `${all.rejected.text(b)}\n\n${details(language, b)}\n\n${all.myBookings}: ${publicUrl}/my-bookings${MAIL_FRAME[language].sign}`,
    };
  },
  cancelled: (
    language: Language,
    to: string,
    b: BookingView,
    publicUrl: string,
    forGuide: boolean,
    refundPaise: number,
    /** The company cancelled for the traveller (an admin), and why. */
    onBehalf?: { reason: string },
  ): MailMessage => {
    const all = TEXTS[language];
    const t = all.cancelled;
    return {
      to,
      subject: t.subject(b),
      text: `${
        onBehalf ? t.onBehalf(forGuide, onBehalf.reason) : forGuide ? t.forGuide : t.forTraveller
      }${
        forGuide
          ? ""
          : refundPaise > 0
            ? t.refunding(mailFormat(language).paise(refundPaise))
            : b.payment.paidPaise > 0
              ? t.tooLate
              : t.nothingPaid
      }\n\n${details(language, b)}\n\n${forGuide ? `${all.dashboard}: ${publicUrl}/dashboard` : `${all.myBookings}: ${publicUrl}/my-bookings`}${MAIL_FRAME[language].sign}`,
    };
  },
};
