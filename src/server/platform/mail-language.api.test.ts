import { bookingRequest } from "@tests/support/fixtures/booking-request";
import { kabirApplication } from "@tests/support/fixtures/guide-application";
import { sendApplication } from "@tests/support/guide-applications";
import { latestMail } from "@tests/support/outbox";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "@/server/db/schema";
import type { BookingView } from "@/shared/bookings/types";
import type { Language } from "@/shared/language";

const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(databaseKinds())("e-mails in the recipient's language on %s", (kind) => {
  let t: TestApp;
  let traveller: string;
  let guide: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    traveller = await t.signIn("traveller@example.com");
    guide = await t.signIn("guide@example.com");
  });
  afterAll(() => t?.close());

  const setLanguage = (email: string, language: Language) =>
    t.db.update(user).set({ language }).where(eq(user.email, email));
  const post = (path: string, cookie: string, json: unknown = {}) =>
    t.request(path, { method: "POST", cookie, json });
  async function requestBooking(startInDays: number) {
    const res = await post("/api/bookings", traveller, bookingRequest(startInDays));
    expect(res.status).toBe(201);
    return ((await res.json()) as { booking: BookingView }).booking;
  }
  it("writes each side of a booking in their own account's language", async () => {
    await setLanguage("traveller@example.com", "hi");
    await setLanguage("guide@example.com", "en");
    const booking = await requestBooking(120);

    // The guide reads English: today's text.
    const request = await latestMail(t.db, "guide@example.com");
    expect(request.subject).toMatch(/^New booking request: .+, \d{4}-\d{2}-\d{2}$/);
    expect(request.text).toMatch(/^You have a new booking request\.\n\nPackage: /);

    expect((await post(`/api/bookings/${booking.id}/accept`, guide)).status).toBe(200);
    const accepted = await latestMail(t.db, "traveller@example.com");
    expect(accepted.subject).toMatch(/^बुकिंग स्वीकार हो गई, पक्की करने के लिए भुगतान करें: /);
    expect(accepted.text).toContain("ने आपकी बुकिंग स्वीकार कर ली है");
    expect(accepted.text).toContain(`/my-bookings/${booking.id}/pay`);
    // ₹ with Indian grouping, dates as Hindi writes them.
    expect(accepted.text).toMatch(/₹\d{1,2}(,\d{2})*,\d{3}/);
    expect(accepted.text).toMatch(/तारीख़ें: \d{1,2} [\u0900-\u097F]+ \d{4} से/);

    await setLanguage("guide@example.com", "hi");
    expect((await post(`/api/bookings/${booking.id}/cancel`, traveller)).status).toBe(200);
    const toGuide = await latestMail(t.db, "guide@example.com");
    expect(toGuide.subject).toMatch(/^बुकिंग रद्द: /);
    expect(toGuide.text).toContain("यह बुकिंग रद्द हो गई है");
    const toTraveller = await latestMail(t.db, "traveller@example.com");
    expect(toTraveller.subject).toMatch(/^बुकिंग रद्द: /);
    expect(toTraveller.text).toContain("आपकी बुकिंग रद्द हो गई है।");
  });

  it("keeps an English traveller's e-mails exactly as they were", async () => {
    await setLanguage("traveller@example.com", "en");
    await setLanguage("guide@example.com", "en");
    const booking = await requestBooking(140);
    expect((await post(`/api/bookings/${booking.id}/accept`, guide)).status).toBe(200);
    const accepted = await latestMail(t.db, "traveller@example.com");
    expect(accepted.subject).toBe(`Accepted: pay to confirm your booking: ${booking.packageName}`);
    expect(accepted.text).toMatch(
      /^Good news: .+ accepted your booking and is holding these dates for you until .+ \(India time\)\.\n\nTo confirm it, pay ₹/,
    );
    expect(accepted.text).toContain(`Dates: ${booking.startDate} to ${booking.endDate}`);
    expect(accepted.text.endsWith("\n\nYatra Tours")).toBe(true);
    expect(accepted.text).not.toMatch(DEVANAGARI);
  });

  it("sends account e-mails in the account's language, found by the address when that is all there is", async () => {
    await setLanguage("traveller@example.com", "hi");
    const anon = (path: string, json: unknown) =>
      t.request(`/api/auth${path}`, { method: "POST", json });
    expect(
      (
        await anon("/request-password-reset", {
          email: "traveller@example.com",
          redirectTo: "/reset-password",
        })
      ).status,
    ).toBe(200);
    const reset = await latestMail(t.db, "traveller@example.com");
    expect(reset.subject).toBe("अपना पासवर्ड रीसेट करें");
    expect(reset.html).toContain('<html lang="hi-IN">');

    expect(
      (
        await anon("/email-otp/send-verification-otp", {
          email: "traveller@example.com",
          type: "sign-in",
        })
      ).status,
    ).toBe(200);
    const code = await latestMail(t.db, "traveller@example.com");
    expect(code.subject).toMatch(/^आपका यात्रा टूर्स साइन-इन कोड: \d{6}$/);

    await setLanguage("traveller@example.com", "en");
    await anon("/request-password-reset", {
      email: "traveller@example.com",
      redirectTo: "/reset-password",
    });
    expect((await latestMail(t.db, "traveller@example.com")).subject).toBe("Reset your password");
  });

  it("writes to someone without an account in the language of their request", async () => {
    const email = `hindi-applicant-${Date.now()}@example.org`;
    const res = await t.request("/api/guide-applications", {
      method: "POST",
      headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" },
      json: {
        ...kabirApplication,
        email,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(res.status).toBe(201);
    const confirm = await latestMail(t.db, email);
    expect(confirm.subject).toBe("कृपया यात्रा टूर्स के साथ गाइड बनने के अपने आवेदन की पुष्टि करें");

    const english = `english-applicant-${Date.now()}@example.org`;
    expect((await sendApplication(t, { email: english })).status).toBe(201);
    expect((await latestMail(t.db, english)).subject).toBe(
      "Please confirm your application to guide with Yatra Tours",
    );
  });
});
