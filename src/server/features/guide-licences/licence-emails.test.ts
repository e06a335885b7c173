import { describe, expect, it } from "vitest";
import { licenceEmails } from "./licence-emails";

const DEVANAGARI = /[\u0900-\u097F]/;
const facts = {
  name: "Ravi",
  kind: "state",
  number: "UP/123",
  expiresOn: "2027-06-14",
  publicUrl: "https://yatra.example",
};

describe("licence e-mails in the guide's language", () => {
  it("writes English exactly as before", () => {
    expect(licenceEmails.expiring("en", "r@x.in", facts)).toEqual({
      to: "r@x.in",
      subject: "Your guide licence expires on 14 June 2027",
      text: 'Dear Ravi,\n\nYour licence (State level guide, number UP/123) expires on 14 June 2027.\nAfter that day your card no longer shows the "Licensed" badge, and travellers looking for licensed guides will not see you.\n\nOnce you have renewed it, enter the new expiry date and upload the new licence in your dashboard, and we will verify it again: https://yatra.example/dashboard\n\nYatra Tours · hello@yatratours.in',
    });
  });

  it("writes Hindi, with the licence kind and the date in Hindi", () => {
    const expiring = licenceEmails.expiring("hi", "r@x.in", facts);
    expect(expiring.subject).toBe("आपके गाइड लाइसेंस की अवधि 14 जून 2027 को ख़त्म हो रही है");
    expect(expiring.text).toMatch(/^प्रिय Ravi,\n\n/);
    expect(expiring.text).toContain("(राज्य स्तर का गाइड, नंबर UP/123)");
    expect(expiring.text.endsWith("यात्रा टूर्स · hello@yatratours.in")).toBe(true);
    const verified = licenceEmails.verified("hi", "r@x.in", facts);
    const rejected = licenceEmails.rejected("hi", "r@x.in", { ...facts, reason: "धुंधला स्कैन" });
    for (const mail of [verified, rejected]) {
      expect(mail.subject).toMatch(DEVANAGARI);
      expect(mail.text).not.toMatch(/Dear|Yatra Tours|licence/);
    }
    expect(verified.text).toContain("14 जून 2027");
    expect(rejected.text).toContain("कारण: धुंधला स्कैन");
  });
});
