import { describe, expect, it } from "vitest";
import { submissionEmails } from "./submission-emails";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("application e-mails in the applicant's language", () => {
  it("writes English exactly as before", () => {
    expect(submissionEmails.received("en", "r@x.in", 7, "Ravi")).toEqual({
      to: "r@x.in",
      subject: "We received your application to guide with Yatra Tours",
      text: "Dear Ravi,\n\nThank you for your interest in becoming a tourist guide! We will contact you soon.\n\nYour application number is #7.\n\nYatra Tours",
    });
    expect(submissionEmails.confirm("en", "r@x.in", "Ravi", "https://l.in/c").text).toMatch(
      /^Dear Ravi,\n\nThank you for applying to become a Yatra Tours guide\. Please confirm that this is your email address by opening this link:\n\nhttps:\/\/l\.in\/c\n\nThe link works for \d+ hours\./,
    );
  });

  it("writes Hindi", () => {
    const received = submissionEmails.received("hi", "r@x.in", 7, "Ravi");
    expect(received.subject).toBe("यात्रा टूर्स के साथ गाइड बनने का आपका आवेदन हमें मिल गया है");
    expect(received.text).toBe(
      "प्रिय Ravi,\n\nटूरिस्ट गाइड बनने में रुचि दिखाने के लिए शुक्रिया! हम जल्द ही आपसे संपर्क करेंगे।\n\nआपका आवेदन नंबर #7 है।\n\nयात्रा टूर्स",
    );
    const confirm = submissionEmails.confirm("hi", "r@x.in", "Ravi", "https://l.in/c");
    const signIn = submissionEmails.signInToApply("hi", "r@x.in", "Ravi", "https://y.in");
    expect(confirm.text).toContain("\n\nhttps://l.in/c\n\n");
    expect(signIn.text).toContain("https://y.in/login");
    for (const mail of [confirm, signIn]) {
      expect(mail.subject).toMatch(DEVANAGARI);
      expect(mail.text).not.toMatch(/Dear|Yatra Tours|link works/);
    }
  });
});
