import * as z from "zod/mini";
import { phoneField } from "@/shared/contact/schema";
import { lazySchema } from "@/shared/lazy-schema";

const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));

export const PROFILE_LIMITS = { fullName: 100, address: 300, preferences: 2000 } as const;

/** Every field may be left empty (spec §5: no required fields); a phone, when given, must be one. */
export const updateProfileInput = lazySchema(() =>
  z.object({
    fullName: optionalText("Full name", PROFILE_LIMITS.fullName),
    phone: z.pipe(
      z.string("Phone number must be text").check(z.trim()),
      z.union([z.literal(""), phoneField]),
    ),
    address: optionalText("Address", PROFILE_LIMITS.address),
    preferences: optionalText("Travel preferences", PROFILE_LIMITS.preferences),
  }),
);
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
export type UpdateProfileFormValues = z.input<typeof updateProfileInput>;

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TOO_LARGE = "Images can be at most 5 MB.";
export const PROFILE_PICTURE_EMPTY = "The file is empty.";
export const PROFILE_PICTURE_NOT_AN_IMAGE =
  "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).";
