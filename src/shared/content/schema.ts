import * as z from "zod/mini";
import { DIFFICULTIES, INTERESTS, REGIONS, TAX_RATE } from "@/shared/constants";
import { lazySchema } from "@/shared/lazy-schema";
import { formatRupees } from "@/shared/money";
import { pageField, pageSizeField, trimmedText } from "@/shared/query-fields";
import { requiredText } from "@/shared/text-fields";

/**
 * The admin console's forms for destinations and packages (issue 14). The server and the web form
 * check the same rules, cross-field ones included, so a mistake shows beside its field before the
 * form is sent and again if it is sent anyway.
 */

export const CONTENT_STATUSES = ["draft", "published", "unpublished", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_STATUS_FILTERS = ["all", ...CONTENT_STATUSES] as const;
export type ContentStatusFilter = (typeof CONTENT_STATUS_FILTERS)[number];

export const CONTENT_PAGE_SIZE = 20;
export const MAX_CONTENT_PAGE_SIZE = 100;
export const MAX_PRICE = 10_000_000;
export const MAX_DURATION_DAYS = 60;
export const MAX_GALLERY_ITEMS = 12;

const MAX_INT = 2_147_483_647;

/** Trimmed text that may be left empty. */
const optionalText = (label: string, max: number) =>
  z._default(
    z
      .string(`${label} must be text`)
      .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
    "",
  );

/** A list of short texts; each item trimmed, none blank. */
const textList = (label: string, { min, max, each }: { min: number; max: number; each: number }) =>
  z
    .array(
      z
        .string(`Each ${label} must be text`)
        .check(
          z.trim(),
          z.minLength(1, `Remove the empty ${label} or fill it in`),
          z.maxLength(each, `Each ${label} must be at most ${each} characters`),
        ),
      `List the ${label}s`,
    )
    .check(
      z.minLength(min, `Add at least ${min === 1 ? "one" : min} ${label}`),
      z.maxLength(max, `Add at most ${max} ${label}s`),
    );

const wholeRupees = (label: string, { positive }: { positive: boolean }) =>
  z
    .number(`${label} must be a number`)
    .check(
      z.int(`${label} must be whole rupees`),
      positive ? z.gt(0, `${label} must be more than ₹0`) : z.gte(0, `${label} cannot be negative`),
      z.lte(MAX_PRICE, `${label} must be at most ${formatRupees(MAX_PRICE)}`),
    );

const photoIdField = lazySchema(() =>
  z.nullable(z.string("Choose a photo or none").check(z.uuid("That photo is not one we know"))),
);

/**
 * A text's Hindi (issue 15): optional and trimmed; left out or blank, the text is shown in English
 * and listed in the record's `missingHindi`.
 */
const hindiText = (label: string, max: number) =>
  z.optional(
    z
      .string(`${label} in Hindi must be text`)
      .check(z.trim(), z.maxLength(max, `${label} in Hindi must be at most ${max} characters`)),
  );

/** A list's Hindi, item for item with the English list (a blank item is one not translated). */
const hindiList = (label: string, { max, each }: { max: number; each: number }) =>
  z.optional(
    z
      .array(
        z
          .string(`Each ${label} in Hindi must be text`)
          .check(
            z.trim(),
            z.maxLength(each, `Each ${label} in Hindi must be at most ${each} characters`),
          ),
        `List the ${label}s in Hindi`,
      )
      .check(z.maxLength(max, `Add at most ${max} ${label}s in Hindi`)),
  );

/** A destination's texts in Hindi, every one optional. */
export const destinationHindi = lazySchema(() =>
  z.object({
    name: hindiText("Name", 100),
    state: hindiText("State", 80),
    description: hindiText("Description", 5000),
    bestSeason: hindiText("Best season", 80),
    imageAlt: hindiText("A description of the picture", 200),
  }),
);
export type DestinationHindi = z.infer<typeof destinationHindi>;

export const itineraryDayHindi = lazySchema(() =>
  z.object({
    title: hindiText("Day title", 120),
    description: hindiText("Day description", 3000),
    stay: hindiText("Stay", 200),
  }),
);
export type ItineraryDayHindi = z.infer<typeof itineraryDayHindi>;

export const accommodationHindi = lazySchema(() =>
  z.object({
    name: hindiText("Accommodation name", 120),
    type: hindiText("Accommodation type", 80),
    location: hindiText("Accommodation location", 120),
    description: hindiText("Accommodation description", 1000),
  }),
);
export type AccommodationHindi = z.infer<typeof accommodationHindi>;

export const costItemHindi = lazySchema(() => z.object({ label: hindiText("Cost line", 120) }));
export type CostItemHindi = z.infer<typeof costItemHindi>;

export const galleryItemHindi = lazySchema(() =>
  z.object({
    alt: hindiText("A description of the picture", 200),
    caption: hindiText("Caption", 200),
  }),
);
export type GalleryItemHindi = z.infer<typeof galleryItemHindi>;

/** A package's own texts in Hindi, every one optional; its days, stays… carry their own. */
export const packageHindi = lazySchema(() =>
  z.object({
    name: hindiText("Name", 120),
    description: hindiText("Overview", 5000),
    highlights: hindiList("highlight", { max: 12, each: 200 }),
    season: hindiText("Season", 80),
    imageAlt: hindiText("A description of the picture", 200),
    inclusions: hindiList("inclusion", { max: 30, each: 300 }),
    exclusions: hindiList("exclusion", { max: 30, each: 300 }),
  }),
);
export type PackageHindi = z.infer<typeof packageHindi>;

const srNoField = (message: string) =>
  z.number(message).check(z.int(message), z.positive(message), z.lte(MAX_INT, message));

/**
 * Where a destination is on the map (issue 16): degrees, within India's extent (the database checks
 * the same bounds). Left out on an update, the stored place stays; null takes it off the map.
 */
export const INDIA_EXTENT = { latitude: [6, 38], longitude: [68, 98] } as const;
const coordinate = (label: "Latitude" | "Longitude", [min, max]: readonly [number, number]) =>
  z.optional(
    z.nullable(
      z
        .number(`${label} must be a number`)
        .check(
          z.gte(min, `${label} must be between ${min} and ${max} (in India)`),
          z.lte(max, `${label} must be between ${min} and ${max} (in India)`),
        ),
    ),
  );

/** POST /api/admin/destinations and PUT /api/admin/destinations/:srNo. */
export const destinationInput = lazySchema(() =>
  z
    .object({
      name: requiredText("Name", 100),
      state: requiredText("State", 80),
      region: z.enum(REGIONS, `Choose a region: ${REGIONS.join(", ")}`),
      description: requiredText("Description", 5000),
      bestSeason: requiredText("Best season", 80),
      interests: z
        .array(z.enum(INTERESTS, "Choose interests from the list"), "Choose at least one interest")
        .check(
          z.minLength(1, "Choose at least one interest"),
          z.refine((items) => new Set(items).size === items.length, "Choose each interest once"),
        ),
      /** Typical price per person, whole rupees: the price filter and sort use it. */
      avgPrice: wholeRupees("Average price", { positive: true }),
      difficulty: z.enum(DIFFICULTIES, "Choose a difficulty: Easy, Moderate or Challenging"),
      featured: z.boolean("Featured must be yes or no"),
      imageAlt: requiredText("A description of the picture", 200),
      /** Other names people search by, space-separated (the Hindi name, older and local names). */
      altNames: optionalText("Other names", 300),
      photoId: photoIdField,
      latitude: coordinate("Latitude", INDIA_EXTENT.latitude),
      longitude: coordinate("Longitude", INDIA_EXTENT.longitude),
      /** The texts in Hindi; left out on an update, the Hindi of every unchanged English text stays. */
      hi: z.optional(destinationHindi),
    })
    .check(
      z.superRefine(
        (v, ctx) => {
          if ((v.latitude ?? null) === null && (v.longitude ?? null) === null) return;
          if (v.latitude == null)
            ctx.addIssue({
              code: "custom",
              input: v.latitude,
              path: ["latitude"],
              message: "Give the latitude too, or neither",
            });
          if (v.longitude == null)
            ctx.addIssue({
              code: "custom",
              input: v.longitude,
              path: ["longitude"],
              message: "Give the longitude too, or neither",
            });
        },
        {
          when: ({ issues }) =>
            !issues.some((i) => ["latitude", "longitude"].includes(String(i.path?.[0]))),
        },
      ),
    ),
);
export type DestinationInput = z.infer<typeof destinationInput>;
export type DestinationFormValues = z.input<typeof destinationInput>;

const itineraryDay = lazySchema(() =>
  z.object({
    dayNumber: z
      .number("Day number must be a number")
      .check(
        z.int("Day number must be a whole number"),
        z.gte(1, "Days are numbered from 1"),
        z.lte(MAX_DURATION_DAYS, `Days are numbered up to ${MAX_DURATION_DAYS}`),
      ),
    title: requiredText("Day title", 120),
    description: requiredText("Day description", 3000),
    meals: textList("meal", { min: 0, max: 6, each: 40 }),
    /** Where the night is spent; null (or blank) on a last day with no night. */
    stay: z.nullable(optionalText("Stay", 200)),
    hi: z.optional(itineraryDayHindi),
  }),
);
export type ItineraryDayInput = z.infer<typeof itineraryDay>;

const accommodationItem = lazySchema(() =>
  z.object({
    name: requiredText("Accommodation name", 120),
    type: requiredText("Accommodation type", 80),
    location: requiredText("Accommodation location", 120),
    nights: z
      .number("Nights must be a number")
      .check(
        z.int("Nights must be a whole number"),
        z.gte(0, "Nights cannot be negative"),
        z.lte(MAX_DURATION_DAYS, `At most ${MAX_DURATION_DAYS} nights`),
      ),
    description: requiredText("Accommodation description", 1000),
    hi: z.optional(accommodationHindi),
  }),
);
export type AccommodationInput = z.infer<typeof accommodationItem>;

const costItem = lazySchema(() =>
  z.object({
    label: requiredText("Cost line", 120),
    /** Whole rupees per person, before tax. */
    amount: wholeRupees("Amount", { positive: false }),
    hi: z.optional(costItemHindi),
  }),
);
export type CostItemInput = z.infer<typeof costItem>;

const galleryItem = lazySchema(() =>
  z.object({
    photoId: photoIdField,
    alt: requiredText("A description of the picture", 200),
    caption: optionalText("Caption", 200),
    /**
     * The drawn picture the item shows without a photo, as the admin view gave it: echo it back to
     * keep it. The server keeps it only when it is one of this package's own drawings; otherwise,
     * or when left out, the item gets the default drawing.
     */
    image: z.optional(z.string().check(z.maxLength(300))),
    hi: z.optional(galleryItemHindi),
  }),
);
export type GalleryItemInput = z.infer<typeof galleryItem>;

/** Per-person price with the tax added to the cost lines, in whole rupees (as the seed prices). */
export function priceWithTax(costItems: readonly { amount: number }[]): number {
  const subtotal = costItems.reduce((sum, item) => sum + item.amount, 0);
  return subtotal + Math.round(subtotal * TAX_RATE);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The itinerary's problem, if any: longer than the tour, or days not numbered 1 to n once each. */
export function itineraryProblem(
  itinerary: readonly { dayNumber: number }[],
  durationDays: number,
): string | null {
  const n = itinerary.length;
  if (n > durationDays) {
    return `The itinerary has ${plural(n, "day")} but the tour lasts ${plural(durationDays, "day")}`;
  }
  const numbers = new Set(itinerary.map((d) => d.dayNumber));
  if (numbers.size !== n || itinerary.some((d) => d.dayNumber > n)) {
    return `Number the itinerary's days 1 to ${n}, each day once`;
  }
  return null;
}

const fieldsFine = (names: string[]) => ({
  when: ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some((i) => names.includes(String(i.path?.[0]))),
});

/** POST /api/admin/packages and PUT /api/admin/packages/:srNo. */
export const packageInput = lazySchema(() =>
  z
    .object({
      destinationSrNo: srNoField("Choose a destination"),
      name: requiredText("Name", 120),
      /** The overview shown at the top of the package page. */
      description: requiredText("Overview", 5000),
      highlights: textList("highlight", { min: 1, max: 12, each: 200 }),
      difficulty: z.enum(DIFFICULTIES, "Choose a difficulty: Easy, Moderate or Challenging"),
      durationDays: z
        .number("Duration must be a number of days")
        .check(
          z.int("Duration must be whole days"),
          z.gte(1, "A tour lasts at least 1 day"),
          z.lte(MAX_DURATION_DAYS, `A tour lasts at most ${MAX_DURATION_DAYS} days`),
        ),
      /** Per person, whole rupees, tax included: the cost lines plus tax. */
      price: wholeRupees("Price", { positive: true }),
      /** When the tour runs best ("October to March"); null (or blank) means the destination's. */
      season: z.nullable(optionalText("Season", 80)),
      imageAlt: requiredText("A description of the picture", 200),
      photoId: photoIdField,
      itinerary: z
        .array(itineraryDay, "Add the itinerary, one entry a day")
        .check(
          z.minLength(1, "Add at least one day to the itinerary"),
          z.maxLength(MAX_DURATION_DAYS, `The itinerary has at most ${MAX_DURATION_DAYS} days`),
        ),
      accommodation: z
        .array(accommodationItem, "Add the accommodation, or none")
        .check(z.maxLength(20, "Add at most 20 places to stay")),
      costItems: z
        .array(costItem, "Add the cost lines")
        .check(
          z.minLength(1, "Add at least one cost line"),
          z.maxLength(30, "Add at most 30 cost lines"),
        ),
      inclusions: textList("inclusion", { min: 0, max: 30, each: 300 }),
      exclusions: textList("exclusion", { min: 0, max: 30, each: 300 }),
      gallery: z
        .array(galleryItem, "Add the gallery's pictures, or none")
        .check(
          z.maxLength(MAX_GALLERY_ITEMS, `The gallery holds at most ${MAX_GALLERY_ITEMS} pictures`),
        ),
      /** The texts in Hindi; left out on an update, the Hindi of every unchanged English text stays. */
      hi: z.optional(packageHindi),
    })
    .check(
      z.superRefine(
        (v, ctx) => {
          const problem = itineraryProblem(v.itinerary, v.durationDays);
          if (problem)
            ctx.addIssue({
              code: "custom",
              input: v.itinerary,
              message: problem,
              path: ["itinerary"],
            });
        },
        fieldsFine(["itinerary", "durationDays"]),
      ),
      z.superRefine(
        (v, ctx) => {
          const nights = v.accommodation.reduce((sum, a) => sum + a.nights, 0);
          if (nights > v.durationDays)
            ctx.addIssue({
              code: "custom",
              input: v.accommodation,
              path: ["accommodation"],
              message: `The stays add up to ${plural(nights, "night")} but the tour lasts ${plural(v.durationDays, "day")}`,
            });
        },
        fieldsFine(["accommodation", "durationDays"]),
      ),
      z.superRefine(
        (v, ctx) => {
          const expected = priceWithTax(v.costItems);
          if (v.price !== expected)
            ctx.addIssue({
              code: "custom",
              input: v.price,
              path: ["price"],
              message: `The price must be the cost lines plus ${Math.round(TAX_RATE * 100)}% tax: ${formatRupees(expected)}`,
            });
        },
        fieldsFine(["price", "costItems"]),
      ),
      z.superRefine(
        (v, ctx) => {
          for (const list of ["highlights", "inclusions", "exclusions"] as const) {
            const hindi = v.hi?.[list];
            if (hindi && hindi.length > v[list].length)
              ctx.addIssue({
                code: "custom",
                input: hindi,
                path: ["hi", list],
                message: `The Hindi ${list} go item for item with the English: at most ${v[list].length}`,
              });
          }
        },
        fieldsFine(["hi", "highlights", "inclusions", "exclusions"]),
      ),
    ),
);
export type PackageInput = z.infer<typeof packageInput>;
export type PackageFormValues = z.input<typeof packageInput>;

const listQueryFields = {
  /** Searches the name (and for destinations the state and other names), ignoring case. */
  q: z._default(trimmedText(200, "Search is too long"), ""),
  status: z._default(
    z.enum(CONTENT_STATUS_FILTERS, "Status must be all, draft, published, unpublished or archived"),
    "all",
  ),
  page: pageField(),
  pageSize: pageSizeField(CONTENT_PAGE_SIZE, MAX_CONTENT_PAGE_SIZE),
};

/** GET /api/admin/destinations: newest change first. */
export const destinationListQuery = lazySchema(() => z.object(listQueryFields));
export type DestinationListQuery = z.infer<typeof destinationListQuery>;

/** GET /api/admin/packages: newest change first, optionally one destination's. */
export const packageListQuery = lazySchema(() =>
  z.object({
    ...listQueryFields,
    destinationSrNo: z.optional(
      z.coerce.number("Unknown destination").check(z.int(), z.positive(), z.lte(MAX_INT)),
    ),
  }),
);
export type PackageListQuery = z.infer<typeof packageListQuery>;

/** The `:srNo` of every /api/admin/destinations/:srNo and /api/admin/packages/:srNo route. */
export const contentParams = lazySchema(() =>
  z.object({
    srNo: z.coerce
      .number("Unknown number")
      .check(
        z.int("Unknown number"),
        z.positive("Unknown number"),
        z.lte(MAX_INT, "Unknown number"),
      ),
  }),
);
