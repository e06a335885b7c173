import { describe, expect, it } from "vitest";
import { contactReplyEmail, newsletterEmails, unsubscribeLinks } from "./inbox-emails";

const URL = "https://yatra.example";
const links = unsubscribeLinks(URL, "hello@yatratours.in", "tok");
const reply = (language?: "en" | "hi") =>
  contactReplyEmail({
    to: "a@x.in",
    companyEmail: "hello@yatratours.in",
    subject: "Question",
    reply: "Answer",
    signedBy: "Meera",
    original: { name: "Asha", body: "line 1", createdAt: new Date("2027-05-03T10:15:00Z") },
    language,
  });

describe("inbox e-mails in the reader's language", () => {
  it("writes English exactly as before", () => {
    expect(reply().text).toBe(
      "Answer\n\nMeera\nYatra Tours\n\nOn 3 May 2027 at 3:45 pm, Asha wrote:\n> line 1",
    );
    expect(reply("en")).toEqual(reply());
    const confirm = newsletterEmails.confirm("a@x.in", "t", URL, links);
    expect(confirm.subject).toBe("Please confirm your subscription to Yatra Tours trip ideas");
    expect(confirm.text).toMatch(
      /\n\nYatra Tours\n--\nYou received this because a@x\.in was entered in our newsletter box\.\nUnsubscribe: https:\/\/yatra\.example\//,
    );
  });

  it("frames a reply and the newsletter confirmation in Hindi", () => {
    expect(reply("hi").text).toBe(
      "Answer\n\nMeera\nयात्रा टूर्स\n\n3 मई 2027 को दोपहर 3:45 बजे, Asha ने लिखा:\n> line 1",
    );
    const confirm = newsletterEmails.confirm("a@x.in", "t", URL, links, "hi");
    expect(confirm.subject).toBe("कृपया यात्रा टूर्स के ट्रिप आइडिया की सदस्यता पक्की करें");
    expect(confirm.text).toContain(`${URL}/`);
    expect(confirm.text).toContain("\nसदस्यता छोड़ें: https://yatra.example/");
    expect(confirm.text).not.toMatch(/Yatra Tours|Unsubscribe|link works/);
    // The one-click unsubscribe headers do not depend on the language.
    expect(confirm.headers).toEqual(newsletterEmails.confirm("a@x.in", "t", URL, links).headers);
  });
});
