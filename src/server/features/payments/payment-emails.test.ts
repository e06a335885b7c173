import { bookingFixture, ledgerFixture } from "@tests/support/mail-fixtures";
import { describe, expect, it } from "vitest";
import { paymentEmails } from "./payment-emails";

const URL = "https://yatra.example";
const DEVANAGARI = /[\u0900-\u097F]/;
const ENGLISH_FRAME =
  /\b(Package|Guide|Dates|Travellers|Price|Paid so far|Dashboard|My Bookings|Pay now|Yatra Tours)\b/;

describe("payment e-mails in the recipient's language", () => {
  const b = bookingFixture();
  // The deposit is paid: the balance is due next.
  const deposited = bookingFixture({
    payment: {
      ...b.payment,
      dueNow: { purpose: "balance", amountPaise: 10_000_050 },
      netPaidPaise: 2_500_000,
    },
  });

  it("writes English exactly as before", () => {
    const received = paymentEmails.received("en", deposited, ledgerFixture(), null, URL);
    expect(received.subject).toBe("Deposit received, booking confirmed: Agra Heritage Tour");
    expect(received.text).toBe(
      "We received ₹25,000 for your booking (payment pay_TEST123). Your booking with Ravi Kumar is confirmed.\n\nThe balance of ₹1,00,000.50 is due by 2027-05-31; we will remind you a week before.\n\nPackage: Agra Heritage Tour (Agra)\nGuide: Ravi Kumar\nDates: 2027-06-14 to 2027-06-16\nTravellers: 2\nPrice: ₹1,25,000.50\nPaid so far: ₹25,000\n\nYour GST invoice INV/2027-28/0001 is attached; the calendar file adds the tour to your calendar.\n\nMy Bookings: https://yatra.example/my-bookings\n\nYatra Tours",
    );
    expect(
      paymentEmails.refundSettled("en", b, ledgerFixture({ amountPaise: 150_050 }), null, URL)
        .subject,
    ).toBe("Refund processed: ₹1,500.50");
    expect(paymentEmails.balanceReminder("en", deposited, URL).subject).toBe(
      "Balance due 2027-05-31: Agra Heritage Tour",
    );
  });

  it("writes Hindi with Hindi dates, ₹ in Indian grouping and no English frame", () => {
    const received = paymentEmails.received("hi", deposited, ledgerFixture(), null, URL);
    expect(received.subject).toBe("अग्रिम राशि मिल गई, बुकिंग पक्की: Agra Heritage Tour");
    expect(received.text).toContain("आपकी बुकिंग के लिए हमें ₹25,000 मिल गए हैं");
    expect(received.text).toContain("बाक़ी ₹1,00,000.50 चुकाने की आख़िरी तारीख़ 31 मई 2027 है");
    expect(received.text).toContain("क़ीमत: ₹1,25,000.50");
    // The calendar invitation goes with it, in Hindi too.
    expect(received.attachments?.at(-1)?.content).toContain("गाइड Ravi Kumar के साथ");

    const refund = ledgerFixture({ amountPaise: 150_050 });
    const mails = [
      received,
      paymentEmails.received("hi", b, ledgerFixture(), null, URL),
      paymentEmails.confirmedForGuide("hi", "g@x.in", b, URL),
      paymentEmails.holdExpired("hi", "g@x.in", b, URL, true),
      paymentEmails.holdExpired("hi", "a@x.in", b, URL, false),
      paymentEmails.balanceReminder("hi", deposited, URL),
      paymentEmails.balanceOverdue("hi", "g@x.in", deposited, URL, true),
      paymentEmails.balanceOverdue("hi", "a@x.in", deposited, URL, false),
      paymentEmails.lateRefund("hi", bookingFixture({ status: "expired" }), 250_075, URL),
      paymentEmails.refundSettled("hi", b, refund, null, URL),
      paymentEmails.refundSettled(
        "hi",
        b,
        ledgerFixture({ ...refund, state: "failed" }),
        null,
        URL,
      ),
    ];
    for (const mail of mails) {
      expect(mail.subject).toMatch(DEVANAGARI);
      expect(mail.text).toMatch(DEVANAGARI);
      expect(mail.text).not.toMatch(ENGLISH_FRAME);
    }
    expect(mails[5].subject).toBe("बाक़ी भुगतान 31 मई 2027 तक: Agra Heritage Tour");
    expect(mails[8].text).toContain("₹2,500.75 का एक भुगतान");
    expect(mails[8].text).toContain("अवधि ख़त्म");
    expect(mails[9].subject).toBe("रिफ़ंड हो गया: ₹1,500.50");
    expect(mails[10].subject).toBe("रिफ़ंड नहीं हो सका: ₹1,500.50");
  });
});
