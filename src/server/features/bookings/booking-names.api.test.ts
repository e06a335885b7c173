import { bookingRequest } from "@tests/support/fixtures/booking-request";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailableGuide, BookingView } from "@/shared/bookings/types";
import type { GuideProfileView } from "@/shared/guides/profile-types";

/**
 * What a Hindi reader is told of a booking names its tour, place and guide in Hindi where the
 * catalogue has them (issue 15): the booking form's guides, the booking itself (for My Bookings,
 * the dashboard and e-mails) and a guide's own profile.
 */
describe("bookings and guides named in the reader's language", () => {
  let t: TestApp;
  let traveller: string;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    traveller = await t.signIn("traveller@example.com");
  });
  afterAll(() => t?.close());

  const json = async <T>(path: string, language: string, cookie?: string) => {
    const res = await t.request(path, { headers: { "accept-language": language }, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };

  it("offers the booking form's guides by their Hindi names", async () => {
    const path = "/api/bookings/available-guides?packageId=dest_4";
    const [hindi] = (await json<{ guides: AvailableGuide[] }>(path, "hi-IN")).guides;
    expect(hindi).toMatchObject({ sno: 1, name: "विक्रम रावत" });
    expect(hindi.englishFields).toBeUndefined();
    const [english] = (await json<{ guides: AvailableGuide[] }>(path, "en-IN")).guides;
    expect(english).toMatchObject({ sno: 1, name: "Vikram Rawat" });
  });

  it("gives a booking the Hindi of its package, destination and guide, in every language", async () => {
    const res = await t.request("/api/bookings", {
      method: "POST",
      cookie: traveller,
      json: bookingRequest(150),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { booking } = (await res.json()) as { booking: BookingView };
    expect(booking.packageName).toBe("Leh, Nubra Valley & Pangong Tso High Road Journey");
    expect(booking.hi).toEqual({
      packageName: expect.stringMatching(/[\u0900-\u097F]/),
      destinationName: "लद्दाख",
      guideName: "विक्रम रावत",
    });
    const { bookings } = await json<{ bookings: BookingView[] }>(
      "/api/bookings/mine",
      "en-IN",
      traveller,
    );
    expect(bookings.find((b) => b.id === booking.id)?.hi).toEqual(booking.hi);
  });

  it("names the destinations on a guide's own profile in Hindi", async () => {
    const guide = await t.signIn("guide@example.com");
    const { profile } = await json<{ profile: GuideProfileView }>(
      "/api/guide-profile",
      "hi-IN",
      guide,
    );
    expect(profile.destinations.map((d) => d.name)).toContain("लद्दाख");
    expect(profile.card.name).toBe("विक्रम रावत");
    const english = await json<{ profile: GuideProfileView }>("/api/guide-profile", "en", guide);
    expect(english.profile.destinations.map((d) => d.name)).toContain("Ladakh");
  });
});
