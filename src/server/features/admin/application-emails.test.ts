import { describe, expect, it } from "vitest";
import { applicationEmails } from "./application-emails";

const URL = "https://yatra.example";

describe("application decisions in the applicant's language", () => {
  it("writes English exactly as before", () => {
    expect(
      applicationEmails.rejected("en", "r@x.in", { name: "Ravi", reason: "No licence" }),
    ).toEqual({
      to: "r@x.in",
      subject: "Your application to guide with Yatra Tours",
      text: "Dear Ravi,\n\nThank you for applying to become a Yatra Tours guide. After reviewing your application, we are unable to approve it.\n\nReason: No licence\n\nYou are welcome to apply again when things change.\n\nYatra Tours · hello@yatratours.in",
    });
    expect(
      applicationEmails.approved("en", "r@x.in", {
        name: "Ravi",
        publicUrl: URL,
        accountCreated: true,
      }).text,
    ).toContain(
      "\n\nWe have created an account for you with this email address. A separate email has a link to choose your password.\n\nYatra Tours",
    );
  });

  it("writes Hindi", () => {
    const approved = applicationEmails.approved("hi", "r@x.in", {
      name: "Ravi",
      publicUrl: URL,
      accountCreated: true,
    });
    expect(approved.subject).toBe("यात्रा टूर्स के साथ गाइड बनने का आपका आवेदन मंज़ूर हो गया है");
    expect(approved.text).toMatch(/^प्रिय Ravi,\n\nबधाई हो!/);
    expect(approved.text).toContain(`${URL}/dashboard`);
    expect(approved.text).toContain("पासवर्ड चुनने का लिंक एक अलग ई-मेल में भेजा गया है।");
    const rejected = applicationEmails.rejected("hi", "r@x.in", { name: "Ravi", reason: "x" });
    expect(rejected.text).toContain("कारण: x");
    expect(rejected.text).not.toMatch(/Dear|Reason|Yatra Tours/);
  });
});
