import * as z from "zod";
import { DIFFICULTIES, INTERESTS, REGIONS } from "@/shared/constants";
import {
  SCENES,
  type SeedDestination,
  type SeedHindiDestination,
  type SeedHindiGuide,
} from "./types";

// The destinations are data (one JSON file each); this checks them as they load, and the
// annotation makes the compiler check the schema against the SeedDestination type.

const text = z.string().min(1);
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const review = z.strictObject({
  author: text,
  rating: z.number().min(1).max(5).multipleOf(0.5),
  comment: text,
  date: z.iso.date(),
});

export const seedDestinationSchema: z.ZodType<SeedDestination> = z.strictObject({
  srNo: z.int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: text,
  state: text,
  region: z.enum(REGIONS),
  latitude: z.number().min(6).max(38),
  longitude: z.number().min(68).max(98),
  description: text,
  bestSeason: text,
  closures: z
    .array(
      z.strictObject({
        startsOn: z.string().regex(MONTH_DAY),
        endsOn: z.string().regex(MONTH_DAY),
        reason: text,
      }),
    )
    .optional(),
  interests: z.array(z.enum(INTERESTS)).min(1),
  avgPrice: z.int().positive(),
  rating: z.number().min(0).max(5),
  difficulty: z.enum(DIFFICULTIES),
  featured: z.boolean(),
  scene: z.enum(SCENES),
  imageAlt: text,
  package: z.strictObject({
    name: text,
    description: text,
    highlights: z.array(text).min(1),
    difficulty: z.enum(DIFFICULTIES),
    itinerary: z
      .array(
        z.strictObject({
          title: text,
          description: text,
          meals: z.array(text),
          stay: text.nullable(),
        }),
      )
      .min(1),
    accommodation: z.array(
      z.strictObject({
        name: text,
        type: text,
        location: text,
        nights: z.int().positive(),
        description: text,
      }),
    ),
    costItems: z.array(z.strictObject({ label: text, amount: z.int().positive() })).min(1),
    inclusions: z.array(text),
    exclusions: z.array(text),
    gallery: z.array(z.strictObject({ caption: text, alt: text, scene: z.enum(SCENES) })),
    reviews: z.array(review),
    imageAlt: text,
  }),
});

/** A destination's Hindi texts (issue 15): the English file's text fields, in Hindi. */
export const seedHindiDestinationSchema: z.ZodType<SeedHindiDestination> = z.strictObject({
  name: text,
  state: text,
  description: text,
  bestSeason: text,
  imageAlt: text,
  closures: z.array(z.strictObject({ reason: text })).optional(),
  package: z.strictObject({
    name: text,
    description: text,
    imageAlt: text,
    highlights: z.array(text),
    itinerary: z.array(z.strictObject({ title: text, description: text, stay: text.nullable() })),
    accommodation: z.array(
      z.strictObject({ name: text, type: text, location: text, description: text }),
    ),
    costItems: z.array(z.strictObject({ label: text })),
    inclusions: z.array(text),
    exclusions: z.array(text),
    gallery: z.array(z.strictObject({ caption: text, alt: text })),
  }),
});

export const seedHindiGuidesSchema: z.ZodType<SeedHindiGuide[]> = z.array(
  z.strictObject({
    sno: z.int().positive(),
    name: text,
    description: text,
    certifications: z.array(text),
    imageAlt: text,
  }),
);
