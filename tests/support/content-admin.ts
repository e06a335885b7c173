import { expect } from "vitest";
import type { DestinationFormValues, PackageFormValues } from "@/shared/content/schema";
import { priceWithTax } from "@/shared/content/schema";
import type { AdminDestination, AdminPackage } from "@/shared/content/types";
import type { TestApp } from "./test-app";

/** A destination the seed does not have, as the console's form would send it. */
export const destinationForm = (
  change: Partial<DestinationFormValues> = {},
): DestinationFormValues => ({
  name: "Ziro Valley",
  state: "Arunachal Pradesh",
  region: "North India",
  description:
    "Pine-ringed rice fields and the villages of the Apatani people, with a music festival each September.",
  bestSeason: "September to November",
  interests: ["cultural", "nature"],
  avgPrice: 24_000,
  difficulty: "Moderate",
  featured: false,
  imageAlt: "Illustration of terraced rice fields below pine hills",
  altNames: "Jiro",
  photoId: null,
  ...change,
});

const COSTS = [
  { label: "Homestay, 2 nights", amount: 6_000 },
  { label: "Local guide", amount: 3_000 },
];

/** A three-day package at `destinationSrNo`, priced as its cost lines plus tax. */
export const packageForm = (
  destinationSrNo: number,
  change: Partial<PackageFormValues> = {},
): PackageFormValues => ({
  destinationSrNo,
  name: "Ziro Valley Apatani Villages Walk",
  description: "Three slow days among Apatani villages, rice fields and bamboo groves.",
  highlights: ["Hong village and its bamboo houses", "Talley Valley walk"],
  difficulty: "Moderate",
  durationDays: 3,
  price: priceWithTax(COSTS),
  season: null,
  imageAlt: "Illustration of a bamboo village among rice fields",
  photoId: null,
  itinerary: [1, 2, 3].map((dayNumber) => ({
    dayNumber,
    title: `Day ${dayNumber} in the valley`,
    description: `What happens on day ${dayNumber}.`,
    meals: ["Breakfast", "Dinner"],
    stay: dayNumber === 3 ? null : "Apatani homestay, Hong",
  })),
  accommodation: [
    {
      name: "Apatani homestay",
      type: "Homestay",
      location: "Hong, Ziro",
      nights: 2,
      description: "A family home of bamboo and pine.",
    },
  ],
  costItems: COSTS,
  inclusions: ["Homestay with meals", "Guide"],
  exclusions: ["Travel to Ziro"],
  gallery: [{ photoId: null, alt: "Rice fields at dawn", caption: "Hong's fields" }],
  ...change,
});

/** The content admin's calls, as one admin (`cookie`). */
export function contentAdmin(t: TestApp, cookie: string) {
  const call = (path: string, method = "GET", json?: unknown) =>
    t.request(`/api/admin${path}`, { method, cookie, json });
  async function ok<T>(res: Response, status = 200): Promise<T> {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  }
  return {
    call,
    async createDestination(change: Partial<DestinationFormValues> = {}) {
      const res = await call("/destinations", "POST", destinationForm(change));
      return (await ok<{ destination: AdminDestination }>(res, 201)).destination;
    },
    async createPackage(destinationSrNo: number, change: Partial<PackageFormValues> = {}) {
      const res = await call("/packages", "POST", packageForm(destinationSrNo, change));
      return (await ok<{ package: AdminPackage }>(res, 201)).package;
    },
    async destinationAction(srNo: number, action: "publish" | "unpublish" | "archive") {
      const res = await call(`/destinations/${srNo}/${action}`, "POST");
      return (await ok<{ destination: AdminDestination }>(res)).destination;
    },
    async packageAction(srNo: number, action: "publish" | "unpublish" | "archive") {
      const res = await call(`/packages/${srNo}/${action}`, "POST");
      return (await ok<{ package: AdminPackage }>(res)).package;
    },
  };
}
