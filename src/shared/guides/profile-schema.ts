import * as z from "zod/mini";
import { MAX_TRAVELERS } from "@/shared/bookings/schema";
import { lazySchema } from "@/shared/lazy-schema";

/** What a guide may call their speciality: the Guides page's filters find every one of them. */
export const GUIDE_SPECIALIZATIONS = [
  "Adventure & Trekking",
  "Cultural & Heritage",
  "Cultural & Historical",
  "Desert Safaris",
  "Food & Culinary",
  "Historical Tours",
  "Wildlife & Nature",
  "Winter Sports",
] as const;

/** A comma-separated list as people type it: trimmed, blanks and repeats dropped. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "" && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

const listOf = (label: string, { min, max, each }: { min: number; max: number; each: number }) =>
  z.array(z.string()).check(
    z.refine((items) => items.length >= min, `Add at least one ${label}`),
    z.refine((items) => items.length <= max, `Add at most ${max} ${label}s`),
    z.refine(
      (items) => items.every((item) => item.trim().length > 0 && item.length <= each),
      `Each ${label} can be at most ${each} characters`,
    ),
  );

/** PUT /api/guide-profile: what a guide keeps up to date themselves. */
export const guideProfileInput = lazySchema(() =>
  z.object({
    description: z
      .string("Tell travellers about yourself")
      .check(
        z.trim(),
        z.minLength(30, "Write at least 30 characters about yourself"),
        z.maxLength(2000, "Keep it under 2000 characters"),
      ),
    languages: listOf("language", { min: 1, max: 12, each: 40 }),
    certifications: listOf("certification", { min: 0, max: 12, each: 120 }),
    destinationSrNos: z
      .array(
        z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
        "Choose at least one destination you cover",
      )
      .check(
        z.minLength(1, "Choose at least one destination you cover"),
        z.maxLength(60, "Choose at most 60 destinations"),
      ),
    specialization: z.enum(GUIDE_SPECIALIZATIONS, "Choose your speciality"),
    experience: z
      .number("Years of experience must be a number")
      .check(
        z.int("Whole years, please"),
        z.gte(0, "Years cannot be negative"),
        z.lte(70, "At most 70 years"),
      ),
    maxGroupSize: z
      .number("Group size must be a number")
      .check(
        z.int("Group size must be a whole number"),
        z.gte(1, "Take at least one traveller"),
        z.lte(MAX_TRAVELERS, `At most ${MAX_TRAVELERS} travellers per group`),
      ),
  }),
);
export type GuideProfileInput = z.infer<typeof guideProfileInput>;

/** PUT /api/admin/guides/:sno: the same, and whether the guide is listed at all. */
export const adminGuideInput = lazySchema(() =>
  z.extend(guideProfileInput, {
    listed: z.boolean("Listed must be true or false"),
  }),
);
export type AdminGuideInput = z.infer<typeof adminGuideInput>;
