import { describe, expect, it } from "vitest";
import { unreadMessageEmail } from "./unread-email";

const facts = {
  packageName: "Agra Heritage Tour",
  startDate: "2027-06-14",
  where: "https://yatra.example/my-bookings",
};

describe("the unread message e-mail in the reader's language", () => {
  it("writes English exactly as before", () => {
    expect(unreadMessageEmail("en", "a@x.in", facts)).toEqual({
      to: "a@x.in",
      subject: "You have an unread message about Agra Heritage Tour",
      text: "A message about your booking of Agra Heritage Tour (from 2027-06-14) is waiting for you.\n\nRead and reply: https://yatra.example/my-bookings\n\nYatra Tours",
    });
  });

  it("writes Hindi with the date in Hindi", () => {
    expect(unreadMessageEmail("hi", "a@x.in", facts)).toEqual({
      to: "a@x.in",
      subject: "Agra Heritage Tour के बारे में एक संदेश आपका इंतज़ार कर रहा है",
      text: "Agra Heritage Tour की आपकी बुकिंग (14 जून 2027 से) के बारे में एक संदेश आपने अभी तक नहीं पढ़ा है।\n\nपढ़ें और जवाब दें: https://yatra.example/my-bookings\n\nयात्रा टूर्स",
    });
  });
});
