import { tourInvite } from "@/server/features/bookings/booking-emails";
import type { MailAttachment, MailMessage } from "@/server/platform/mail";
import {
  bilingual,
  MAIL_FRAME,
  type MailFormat,
  mailFormat,
} from "@/server/platform/mail-language";
import { bookingNames } from "@/shared/bookings/names";
import type { BookingStatus } from "@/shared/bookings/rules";
import type { BookingView } from "@/shared/bookings/types";
import type { Language } from "@/shared/language";
import type { LedgerRow } from "./payments.repo";

const HINDI_STATUS: Record<BookingStatus, string> = {
  pending: "जवाब का इंतज़ार",
  awaiting_payment: "भुगतान का इंतज़ार",
  confirmed: "पक्की",
  rejected: "अस्वीकार",
  cancelled: "रद्द",
  completed: "पूरी हो चुकी",
  expired: "अवधि ख़त्म",
};

/** The Hindi e-mails name the package and destination in Hindi where the catalogue has it. */
const hindi = (b: BookingView) => bookingNames(b, "hi");

const TEXTS = bilingual({
  en: {
    tour: (b: BookingView, f: MailFormat) =>
      [
        `Package: ${b.packageName} (${b.destinationName})`,
        `Guide: ${b.guide.name}`,
        `Dates: ${b.startDate} to ${b.endDate}`,
        `Travellers: ${b.numberOfTravelers}`,
        `Price: ${f.paise(b.payment.pricePaise)}`,
        `Paid so far: ${f.paise(b.payment.netPaidPaise)}`,
      ].join("\n"),
    balanceLine: (amount: string, dueOn: string, _f: MailFormat) =>
      `\n\nThe balance of ${amount} is due by ${dueOn}; we will remind you a week before.`,
    myBookings: "My Bookings",
    dashboard: "Dashboard",
    bookAgain: "Book again",
    payNow: "Pay now",
    received: {
      depositSubject: (b: BookingView) => `Deposit received, booking confirmed: ${b.packageName}`,
      fullSubject: (b: BookingView) => `Paid in full, booking confirmed: ${b.packageName}`,
      text: (b: BookingView, amount: string, charge: LedgerRow, balance: string) =>
        `We received ${amount} for your booking (payment ${charge.providerPaymentId}). Your booking with ${b.guide.name} is confirmed.${balance}`,
      attached: (charge: LedgerRow) =>
        `Your GST invoice ${charge.documentNumber ?? ""} is attached; the calendar file adds the tour to your calendar.`,
    },
    confirmedForGuide: {
      subject: (b: BookingView, _f: MailFormat) => `Confirmed: ${b.packageName}, ${b.startDate}`,
      text: (b: BookingView) =>
        `${b.name} paid, so this tour is confirmed and the dates are yours.`,
    },
    holdExpired: {
      subject: (b: BookingView, _f: MailFormat) =>
        `Booking released, not paid in time: ${b.packageName}, ${b.startDate}`,
      forGuide:
        "The traveller did not pay within 24 hours, so the hold ended and these dates are free again.",
      forTraveller: (b: BookingView) =>
        `The 24 hours to pay for this booking have passed, so ${b.guide.name}'s dates were released. Nothing was charged. You can book again if the dates are still free.`,
    },
    balanceReminder: {
      subject: (b: BookingView, _f: MailFormat) =>
        `Balance due ${b.payment.balanceDueOn}: ${b.packageName}`,
      text: (b: BookingView, amount: string, _f: MailFormat) =>
        `The balance of ${amount} for your tour is due by ${b.payment.balanceDueOn}. Unpaid after that day, the booking is cancelled and the deposit is kept, as our cancellation policy says.`,
    },
    balanceOverdue: {
      subject: (b: BookingView, _f: MailFormat) =>
        `Booking cancelled, balance not paid: ${b.packageName}, ${b.startDate}`,
      forGuide:
        "The traveller did not pay the balance by its due date, so this booking is cancelled and its dates are free again.",
      forTraveller: (b: BookingView, _f: MailFormat) =>
        `The balance was not paid by ${b.payment.balanceDueOn}, so the booking is cancelled. The deposit is kept under our cancellation policy.`,
    },
    lateRefund: {
      subject: (b: BookingView) => `Your payment is being refunded: ${b.packageName}`,
      text: (b: BookingView, amount: string) =>
        `A payment of ${amount} reached us after this booking was no longer held (it is ${b.status}), so we are refunding all of it to the way you paid.`,
    },
    refundSettled: {
      processedSubject: (amount: string) => `Refund processed: ${amount}`,
      failedSubject: (amount: string) => `Refund failed: ${amount}`,
      processed: (amount: string, reference: string) =>
        `Your refund of ${amount} has been processed (reference ${reference}). Banks usually show it within 5 working days; instant refunds arrive sooner. The credit note is attached.`,
      failed: (amount: string) =>
        `Your refund of ${amount} could not be paid by the payment provider. Our team has been told and will pay it another way; reply to this e-mail if you have questions.`,
    },
  },
  hi: {
    tour: (b, f) =>
      [
        `पैकेज: ${hindi(b).packageName} (${hindi(b).destinationName})`,
        `गाइड: ${b.guide.name}`,
        `तारीख़ें: ${f.date(b.startDate)} से ${f.date(b.endDate)} तक`,
        `यात्रियों की संख्या: ${b.numberOfTravelers}`,
        `क़ीमत: ${f.paise(b.payment.pricePaise)}`,
        `अब तक चुकाए: ${f.paise(b.payment.netPaidPaise)}`,
      ].join("\n"),
    balanceLine: (amount, dueOn, f) =>
      `\n\nबाक़ी ${amount} चुकाने की आख़िरी तारीख़ ${f.date(dueOn)} है; हम एक हफ़्ता पहले आपको याद दिला देंगे।`,
    myBookings: "मेरी बुकिंग",
    dashboard: "डैशबोर्ड",
    bookAgain: "फिर से बुक करें",
    payNow: "अभी भुगतान करें",
    received: {
      depositSubject: (b) => `अग्रिम राशि मिल गई, बुकिंग पक्की: ${hindi(b).packageName}`,
      fullSubject: (b) => `पूरा भुगतान मिल गया, बुकिंग पक्की: ${hindi(b).packageName}`,
      text: (b, amount, charge, balance) =>
        `आपकी बुकिंग के लिए हमें ${amount} मिल गए हैं (भुगतान ${charge.providerPaymentId})। ${b.guide.name} के साथ आपकी बुकिंग पक्की हो गई है।${balance}`,
      attached: (charge) =>
        `आपका GST इनवॉइस ${charge.documentNumber ?? ""} साथ में भेजा गया है; कैलेंडर फ़ाइल खोलकर आप यह टूर अपने कैलेंडर में जोड़ सकते हैं।`,
    },
    confirmedForGuide: {
      subject: (b, f) => `बुकिंग पक्की: ${hindi(b).packageName}, ${f.date(b.startDate)}`,
      text: (b) => `${b.name} ने भुगतान कर दिया है, इसलिए यह टूर पक्का हो गया है और ये तारीख़ें अब आपकी हैं।`,
    },
    holdExpired: {
      subject: (b, f) =>
        `समय पर भुगतान नहीं हुआ, तारीख़ें छोड़ दी गईं: ${hindi(b).packageName}, ${f.date(b.startDate)}`,
      forGuide: "यात्री ने 24 घंटे के भीतर भुगतान नहीं किया, इसलिए रोक हट गई है और ये तारीख़ें फिर से ख़ाली हैं।",
      forTraveller: (b) =>
        `इस बुकिंग का भुगतान करने के 24 घंटे बीत गए, इसलिए ${b.guide.name} की तारीख़ें छोड़ दी गई हैं। आपसे कोई पैसा नहीं लिया गया। अगर तारीख़ें अब भी ख़ाली हैं, तो आप फिर से बुक कर सकते हैं।`,
    },
    balanceReminder: {
      subject: (b, f) =>
        `बाक़ी भुगतान ${b.payment.balanceDueOn ? `${f.date(b.payment.balanceDueOn)} तक` : "बकाया"}: ${hindi(b).packageName}`,
      text: (b, amount, f) =>
        `आपके टूर के बाक़ी ${amount} चुकाने की आख़िरी तारीख़ ${b.payment.balanceDueOn ? f.date(b.payment.balanceDueOn) : "आ गई"} है। उस दिन के बाद भी भुगतान न होने पर, हमारी रद्दीकरण नीति के अनुसार बुकिंग रद्द हो जाएगी और अग्रिम राशि वापस नहीं होगी।`,
    },
    balanceOverdue: {
      subject: (b, f) =>
        `बाक़ी भुगतान नहीं हुआ, बुकिंग रद्द: ${hindi(b).packageName}, ${f.date(b.startDate)}`,
      forGuide:
        "यात्री ने तय तारीख़ तक बाक़ी भुगतान नहीं किया, इसलिए यह बुकिंग रद्द हो गई है और इसकी तारीख़ें फिर से ख़ाली हैं।",
      forTraveller: (b, f) =>
        `बाक़ी भुगतान${b.payment.balanceDueOn ? ` ${f.date(b.payment.balanceDueOn)} तक` : " समय पर"} नहीं हुआ, इसलिए बुकिंग रद्द हो गई है। हमारी रद्दीकरण नीति के अनुसार अग्रिम राशि वापस नहीं होगी।`,
    },
    lateRefund: {
      subject: (b) => `आपका भुगतान लौटाया जा रहा है: ${hindi(b).packageName}`,
      text: (b, amount) =>
        `${amount} का एक भुगतान हमें तब मिला, जब यह बुकिंग आपके लिए रोकी हुई नहीं थी (अभी इसकी स्थिति: ${HINDI_STATUS[b.status]}), इसलिए हम पूरी राशि उसी तरीक़े से लौटा रहे हैं जिससे आपने भुगतान किया था।`,
    },
    refundSettled: {
      processedSubject: (amount) => `रिफ़ंड हो गया: ${amount}`,
      failedSubject: (amount) => `रिफ़ंड नहीं हो सका: ${amount}`,
      processed: (amount, reference) =>
        `आपका ${amount} का रिफ़ंड कर दिया गया है (रेफ़रेंस ${reference})। बैंक आम तौर पर इसे 5 कामकाजी दिनों में दिखा देते हैं; इंस्टेंट रिफ़ंड इससे पहले पहुँच जाते हैं। क्रेडिट नोट साथ में भेजा गया है।`,
      failed: (amount) =>
        `पेमेंट प्रोवाइडर आपका ${amount} का रिफ़ंड नहीं भेज पाया। हमारी टीम को इसकी जानकारी दे दी गई है और वह इसे किसी दूसरे तरीक़े से भेजेगी; कोई सवाल हो तो इस ई-मेल का जवाब दें।`,
    },
  },
});

const tour = (language: Language, b: BookingView) => TEXTS[language].tour(b, mailFormat(language));

const balanceLine = (language: Language, b: BookingView) => {
  const f = mailFormat(language);
  return b.payment.dueNow?.purpose === "balance" && b.payment.balanceDueOn
    ? TEXTS[language].balanceLine(f.paise(b.payment.dueNow.amountPaise), b.payment.balanceDueOn, f)
    : "";
};

/** Every e-mail takes the recipient's language first: the traveller's, or the guide's. */
export const paymentEmails = {
  received: (
    language: Language,
    b: BookingView,
    charge: LedgerRow,
    invoice: MailAttachment | null,
    publicUrl: string,
  ): MailMessage => {
    const all = TEXTS[language];
    const t = all.received;
    return {
      to: b.email,
      subject: b.payment.dueNow?.purpose === "balance" ? t.depositSubject(b) : t.fullSubject(b),
      text: `${t.text(b, mailFormat(language).paise(charge.amountPaise), charge, balanceLine(language, b))}\n\n${tour(language, b)}\n\n${t.attached(charge)}\n\n${all.myBookings}: ${publicUrl}/my-bookings${MAIL_FRAME[language].sign}`,
      attachments: [...(invoice ? [invoice] : []), tourInvite(language, b, publicUrl)],
    };
  },
  confirmedForGuide: (
    language: Language,
    to: string,
    b: BookingView,
    publicUrl: string,
  ): MailMessage => {
    const all = TEXTS[language];
    return {
      to,
      subject: all.confirmedForGuide.subject(b, mailFormat(language)),
      text: `${all.confirmedForGuide.text(b)}\n\n${tour(language, b)}\n\n${all.dashboard}: ${publicUrl}/dashboard${MAIL_FRAME[language].sign}`,
      attachments: [tourInvite(language, b, publicUrl)],
    };
  },
  holdExpired: (
    language: Language,
    to: string,
    b: BookingView,
    publicUrl: string,
    forGuide: boolean,
  ): MailMessage => {
    const all = TEXTS[language];
    const t = all.holdExpired;
    return {
      to,
      subject: t.subject(b, mailFormat(language)),
      text: `${forGuide ? t.forGuide : t.forTraveller(b)}\n\n${tour(language, b)}\n\n${forGuide ? `${all.dashboard}: ${publicUrl}/dashboard` : `${all.bookAgain}: ${publicUrl}/packages/${b.packageId}`}${MAIL_FRAME[language].sign}`,
    };
  },
  balanceReminder: (language: Language, b: BookingView, publicUrl: string): MailMessage => {
    const all = TEXTS[language];
    const f = mailFormat(language);
    return {
      to: b.email,
      subject: all.balanceReminder.subject(b, f),
      text: `${all.balanceReminder.text(b, f.paise(b.payment.dueNow?.amountPaise ?? 0), f)}\n\n${all.payNow}: ${publicUrl}/my-bookings/${b.id}/pay\n\n${tour(language, b)}${MAIL_FRAME[language].sign}`,
    };
  },
  balanceOverdue: (
    language: Language,
    to: string,
    b: BookingView,
    publicUrl: string,
    forGuide: boolean,
  ): MailMessage => {
    const all = TEXTS[language];
    const t = all.balanceOverdue;
    const f = mailFormat(language);
    return {
      to,
      subject: t.subject(b, f),
      text: `${forGuide ? t.forGuide : t.forTraveller(b, f)}\n\n${tour(language, b)}\n\n${forGuide ? `${all.dashboard}: ${publicUrl}/dashboard` : `${all.myBookings}: ${publicUrl}/my-bookings`}${MAIL_FRAME[language].sign}`,
    };
  },
  lateRefund: (
    language: Language,
    b: BookingView,
    amountPaise: number,
    publicUrl: string,
  ): MailMessage => {
    const all = TEXTS[language];
    return {
      to: b.email,
      subject: all.lateRefund.subject(b),
      text: `${all.lateRefund.text(b, mailFormat(language).paise(amountPaise))}\n\n${tour(language, b)}\n\n${all.myBookings}: ${publicUrl}/my-bookings${MAIL_FRAME[language].sign}`,
    };
  },
  refundSettled: (
    language: Language,
    b: BookingView,
    refund: LedgerRow,
    creditNote: MailAttachment | null,
    publicUrl: string,
  ): MailMessage => {
    const all = TEXTS[language];
    const t = all.refundSettled;
    const amount = mailFormat(language).paise(refund.amountPaise);
    const processed = refund.state === "processed";
    return {
      to: b.email,
      subject: processed ? t.processedSubject(amount) : t.failedSubject(amount),
      text: `${
        processed ? t.processed(amount, refund.providerRefundId ?? refund.id) : t.failed(amount)
      }\n\n${tour(language, b)}\n\n${all.myBookings}: ${publicUrl}/my-bookings${MAIL_FRAME[language].sign}`,
      attachments: creditNote ? [creditNote] : undefined,
    };
  },
};
