import { zodResolver } from "@hookform/resolvers/zod";
import type { DefaultValues, Resolver } from "react-hook-form";
import {
  type PackageFormValues,
  type PackageInput,
  packageInput,
  priceWithTax,
} from "@/shared/content/schema";
import type { AdminPackage } from "@/shared/content/types";
import {
  COST_HINDI,
  DAY_HINDI,
  hindiValues,
  PACKAGE_HINDI,
  PICTURE_HINDI,
  STAY_HINDI,
} from "./hindi-values";

export const MEALS = ["Breakfast", "Lunch", "Dinner"] as const;

const LIST_FIELD =
  /^((?:hi\.)?(?:highlights|inclusions|exclusions))\.\d+$|^(itinerary\.\d+\.(?:hi\.)?(title|description|meals|stay)|accommodation\.\d+\.(?:hi\.)?(name|type|location|nights|description)|costItems\.\d+\.(?:hi\.)?(label|amount)|gallery\.\d+\.(?:hi\.)?(photoId|alt|caption))(\.\d+)?$/;
const LISTS = new Set([
  "highlights",
  "itinerary",
  "accommodation",
  "costItems",
  "inclusions",
  "exclusions",
  "gallery",
  "hi.highlights",
  "hi.inclusions",
  "hi.exclusions",
]);
const FIELDS = new Set([
  "destinationSrNo",
  "name",
  "description",
  "difficulty",
  "durationDays",
  "price",
  "season",
  "imageAlt",
  "photoId",
  "hi.name",
  "hi.description",
  "hi.season",
  "hi.imageAlt",
]);

/**
 * The form field showing the server's message for `path`: a field, a list (its `.root`), or a
 * row's field; a meal's message goes on the day's meals. Null for what no field shows.
 */
export function placePackageError(path: string): string | null {
  if (FIELDS.has(path)) return path;
  if (LISTS.has(path)) return `${path}.root`;
  const row = path.match(LIST_FIELD);
  if (!row) return null;
  return row[2] ? row[2] : path;
}

export type ItineraryDayValues = PackageFormValues["itinerary"][number];
export type AccommodationValues = PackageFormValues["accommodation"][number];
export type CostItemValues = PackageFormValues["costItems"][number];
export type GalleryItemValues = PackageFormValues["gallery"][number];

// Number boxes start empty (react-hook-form reads an empty one as NaN, which the schema names).
export const emptyDay = (): ItineraryDayValues =>
  ({
    dayNumber: 0,
    title: "",
    description: "",
    meals: [],
    stay: "",
    hi: hindiValues({}, DAY_HINDI),
  }) as ItineraryDayValues;
export const emptyStay = () =>
  ({
    name: "",
    type: "",
    location: "",
    description: "",
    hi: hindiValues({}, STAY_HINDI),
  }) as AccommodationValues;
export const emptyCostItem = () =>
  ({ label: "", hi: hindiValues({}, COST_HINDI) }) as CostItemValues;
export const emptyGalleryItem = (): GalleryItemValues => ({
  photoId: null,
  alt: "",
  caption: "",
  hi: hindiValues({}, PICTURE_HINDI),
});

export const EMPTY_PACKAGE: DefaultValues<PackageFormValues> = {
  name: "",
  description: "",
  highlights: [""],
  season: "",
  imageAlt: "",
  photoId: null,
  price: 0,
  itinerary: [emptyDay()],
  accommodation: [],
  costItems: [emptyCostItem()],
  inclusions: [],
  exclusions: [],
  gallery: [],
  hi: { ...hindiValues({}, PACKAGE_HINDI), highlights: [], inclusions: [], exclusions: [] },
};

export function packageFormValues(p: AdminPackage): PackageFormValues {
  return {
    destinationSrNo: p.destinationSrNo,
    name: p.name,
    description: p.description,
    highlights: p.highlights,
    difficulty: p.difficulty,
    durationDays: p.durationDays,
    price: p.price,
    season: p.season ?? "",
    imageAlt: p.imageAlt,
    photoId: p.photoId,
    itinerary: p.itinerary.map(({ missingHindi: _, ...day }) => ({
      ...day,
      stay: day.stay ?? "",
      hi: hindiValues(day.hi, DAY_HINDI),
    })),
    accommodation: p.accommodation.map(({ missingHindi: _, ...a }) => ({
      ...a,
      hi: hindiValues(a.hi, STAY_HINDI),
    })),
    costItems: p.costItems.map(({ label, amount, hi }) => ({
      label,
      amount,
      hi: hindiValues(hi, COST_HINDI),
    })),
    inclusions: p.inclusions,
    exclusions: p.exclusions,
    hi: {
      ...hindiValues(p.hi, PACKAGE_HINDI),
      highlights: p.hi.highlights ?? [],
      inclusions: p.hi.inclusions ?? [],
      exclusions: p.hi.exclusions ?? [],
    },
    gallery: p.gallery.map(({ photoId, alt, caption, image, hi }) => ({
      photoId,
      alt,
      caption,
      image,
      hi: hindiValues(hi, PICTURE_HINDI),
    })),
  };
}

/** The cost lines' numbers that are numbers (an empty box is NaN until filled in). */
export const filledAmounts = (costItems: readonly { amount?: number }[] | undefined) =>
  (costItems ?? []).map((item) => ({
    amount: typeof item.amount === "number" && Number.isFinite(item.amount) ? item.amount : 0,
  }));

/**
 * What the form sends: days numbered by their place in the list (moving a day renumbers it) and
 * the price worked out from the cost lines, as the server requires.
 */
export function normalized(values: PackageFormValues): PackageFormValues {
  return {
    ...values,
    itinerary: (values.itinerary ?? []).map((day, index) => ({ ...day, dayNumber: index + 1 })),
    price: priceWithTax(filledAmounts(values.costItems)),
  };
}

const schemaResolver = zodResolver(packageInput);

/** The shared schema's check, run on what the form will send. */
export const packageResolver: Resolver<PackageFormValues, unknown, PackageInput> = (
  values,
  context,
  options,
) => schemaResolver(normalized(values), context, options);

/** Every meal name the form offers: the usual three and any other the package already uses. */
export function mealOptions(p: AdminPackage | null): string[] {
  const used = p?.itinerary.flatMap((day) => day.meals) ?? [];
  return [...new Set<string>([...MEALS, ...used])];
}
