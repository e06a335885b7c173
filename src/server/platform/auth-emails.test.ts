import { describe, expect, it } from "vitest";
import { authEmails, type CodePurpose } from "./auth-emails";

const DEVANAGARI = /[\u0900-\u097F]/;
const URL = "https://yatra.example/verify?token=a&b=1";
const PURPOSES: CodePurpose[] = [
  "sign-in",
  "email-verification",
  "forget-password",
  "change-email",
];
const LINK_MAILS = ["verifyEmail", "resetPassword", "invite", "magicLink", "changeEmail"] as const;

describe("account e-mails in the account's language", () => {
  it("writes English exactly as before", () => {
    const reset = authEmails.resetPassword("en", "a@x.in", URL);
    expect(reset.subject).toBe("Reset your password");
    expect(reset.text).toBe(
      `Someone asked to reset the password of your Yatra Tours account. To choose a new password, open this link:\n\n${URL}\n\nThe link works for one hour and only once. If it was not you, ignore this email: your password stays as it is.\n\nYatra Tours · hello@yatratours.in`,
    );
    expect(reset.html).toContain('<html lang="en-IN">');
    expect(authEmails.oneTimeCode("en", "a@x.in", "123456", "sign-in")).toEqual({
      to: "a@x.in",
      subject: "Your Yatra Tours sign-in code: 123456",
      text: "Your sign-in code is 123456.\n\nIt works for five minutes. If you did not ask for it, ignore this email.\n\nYatra Tours · hello@yatratours.in",
    });
    expect(authEmails.signInAttempts("en", "a@x.in", "https://y.in").subject).toBe(
      "Someone is trying to sign in to your Yatra Tours account",
    );
  });

  it("writes Hindi, its HTML part marked hi-IN and the link escaped", () => {
    const reset = authEmails.resetPassword("hi", "a@x.in", URL);
    expect(reset.subject).toBe("अपना पासवर्ड रीसेट करें");
    expect(reset.text).toContain(`नया पासवर्ड चुनने के लिए यह लिंक खोलें:\n\n${URL}\n\n`);
    expect(reset.html).toContain('<html lang="hi-IN">');
    expect(reset.html).toContain('href="https://yatra.example/verify?token=a&amp;b=1"');
    for (const kind of LINK_MAILS) {
      const mail = authEmails[kind]("hi", "a@x.in", URL);
      expect(mail.subject).toMatch(DEVANAGARI);
      expect(mail.text).toMatch(DEVANAGARI);
      expect(mail.text).not.toMatch(/Yatra Tours|link works/);
    }
    for (const purpose of PURPOSES) {
      const mail = authEmails.oneTimeCode("hi", "a@x.in", "123456", purpose);
      expect(mail.subject).toMatch(/^[^A-Za-z]*यात्रा टूर्स.*: 123456$/);
      expect(mail.text).toContain("123456 है।");
    }
    const attempts = authEmails.signInAttempts("hi", "a@x.in", "https://y.in");
    expect(attempts.subject).toMatch(DEVANAGARI);
    expect(attempts.text).toContain("https://y.in/forgot-password");
    expect(attempts.text).toContain("https://y.in/account");
  });
});
