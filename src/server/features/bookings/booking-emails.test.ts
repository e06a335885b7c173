import { bookingFixture } from "@tests/support/mail-fixtures";
import { describe, expect, it } from "vitest";
import { bookingEmails, tourInvite } from "./booking-emails";

const URL = "https://yatra.example";
const DEVANAGARI = /[\u0900-\u097F]/;
// Words of the English frame that must not be left in a Hindi e-mail.
const ENGLISH_FRAME =
  /\b(Package|Guide|Dates|Travellers|Price|Dashboard|My Bookings|Yatra Tours)\b/;
const REMINDER_AT = new Date("2027-05-03T10:15:00Z");

describe("booking e-mails in the recipient's language", () => {
  const b = bookingFixture();

  it("writes English exactly as before", () => {
    expect(bookingEmails.accepted("en", b, URL)).toEqual({
      to: "asha@example.com",
      subject: "Accepted: pay to confirm your booking: Agra Heritage Tour",
      text: "Good news: Ravi Kumar accepted your booking and is holding these dates for you until 2 May 2027 at 11:30 am (India time).\n\nTo confirm it, pay ₹25,000 (a deposit; the balance of ₹1,00,000.50 is due by 2027-05-31): https://yatra.example/my-bookings/b0000000-0000-4000-8000-000000000001/pay\n\nUnpaid, the hold ends and the dates are released.\n\nPackage: Agra Heritage Tour (Agra)\nGuide: Ravi Kumar\nDates: 2027-06-14 to 2027-06-16\nTravellers: 2\nPrice: ₹1,25,000\nTraveller: Asha Verma, asha@example.com, +91 98765 43210\nSpecial requirements: Vegetarian meals\n\nYatra Tours",
    });
    expect(bookingEmails.newRequest("en", "g@x.in", b, URL).subject).toBe(
      "New booking request: Agra Heritage Tour, 2027-06-14",
    );
    expect(bookingEmails.cancelled("en", "a@x.in", b, URL, false, 150_050).text).toMatch(
      /^Your booking is cancelled\. We are refunding ₹1,500\.50 to the way you paid;/,
    );
  });

  it("writes Hindi with Hindi dates, ₹ in Indian grouping and no English frame", () => {
    const accepted = bookingEmails.accepted("hi", b, URL);
    expect(accepted.subject).toBe("बुकिंग स्वीकार हो गई, पक्की करने के लिए भुगतान करें: Agra Heritage Tour");
    expect(accepted.text).toContain("Ravi Kumar ने आपकी बुकिंग स्वीकार कर ली है");
    expect(accepted.text).toContain("2 मई 2027 को सुबह 11:30 बजे (भारतीय समय) तक");
    expect(accepted.text).toContain("₹25,000 का भुगतान करें");
    expect(accepted.text).toContain("बाक़ी ₹1,00,000.50 चुकाने की आख़िरी तारीख़ 31 मई 2027 है");
    expect(accepted.text).toContain("तारीख़ें: 14 जून 2027 से 16 जून 2027 तक");
    expect(accepted.text).toContain("क़ीमत: ₹1,25,000");
    expect(accepted.text.endsWith("\n\nयात्रा टूर्स")).toBe(true);

    const mails = [
      accepted,
      bookingEmails.newRequest("hi", "g@x.in", b, URL),
      bookingEmails.reminder("hi", "g@x.in", b, URL, REMINDER_AT),
      bookingEmails.expired("hi", "g@x.in", b, URL, true),
      bookingEmails.expired("hi", "a@x.in", b, URL, false),
      bookingEmails.rejected("hi", b, URL),
      bookingEmails.cancelled("hi", "g@x.in", b, URL, true, 0),
      bookingEmails.cancelled("hi", "a@x.in", b, URL, false, 150_050),
      bookingEmails.cancelled("hi", "a@x.in", b, URL, false, 0, { reason: "बाढ़" }),
    ];
    for (const mail of mails) {
      expect(mail.subject).toMatch(DEVANAGARI);
      expect(mail.text).toMatch(DEVANAGARI);
      expect(mail.text).not.toMatch(ENGLISH_FRAME);
    }
    expect(mails[1].subject).toBe("नया बुकिंग अनुरोध: Agra Heritage Tour, 14 जून 2027");
    expect(mails[2].text).toContain("3 मई 2027 को दोपहर 3:45 बजे (भारतीय समय) ख़त्म हो जाएगा");
    expect(mails[7].text).toContain("हम ₹1,500.50 उसी तरीक़े से लौटा रहे हैं");
  });

  it("names the tour in the calendar invitation in the reader's language", () => {
    expect(tourInvite("hi", b, URL).content).toContain(
      "SUMMARY:Agra Heritage Tour\\, गाइड Ravi Kumar के साथ",
    );
    expect(tourInvite("en", b, URL).content).toContain(
      "SUMMARY:Agra Heritage Tour with Ravi Kumar",
    );
  });

  it("names the package and destination in Hindi where the catalogue has them", () => {
    const named = { ...b, hi: { packageName: "आगरा विरासत टूर", destinationName: "आगरा" } };
    const hindi = bookingEmails.accepted("hi", named, URL);
    expect(hindi.subject).toBe("बुकिंग स्वीकार हो गई, पक्की करने के लिए भुगतान करें: आगरा विरासत टूर");
    expect(hindi.text).toContain("आगरा विरासत टूर (आगरा)");
    expect(bookingEmails.accepted("en", named, URL).subject).toBe(
      "Accepted: pay to confirm your booking: Agra Heritage Tour",
    );
  });
});
