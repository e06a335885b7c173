import * as z from "zod/mini";
import { emailField } from "@/shared/account/schema";
import { phoneField, requiredText } from "@/shared/contact/schema";
import { idempotencyKeyField } from "@/shared/idempotency-key";
import { lazySchema } from "@/shared/lazy-schema";
import { requiredTextWith } from "@/shared/text-fields";

export const APPLICATION_SPECIALIZATIONS = [
  { value: "historical", label: "Historical Sites" },
  { value: "adventure", label: "Adventure Tourism" },
  { value: "cultural", label: "Cultural Tourism" },
  { value: "wildlife", label: "Wildlife Tourism" },
  { value: "food", label: "Food Tourism" },
  { value: "other", label: "Other" },
] as const;
type SpecializationValue = (typeof APPLICATION_SPECIALIZATIONS)[number]["value"];
const specializationValues = APPLICATION_SPECIALIZATIONS.map((s) => s.value) as [
  SpecializationValue,
  ...SpecializationValue[],
];

/** Nothing typed: a blank text, or an empty number box (NaN in the form, null once sent as JSON). */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof value === "number" && Number.isNaN(value));

/** An empty phone asks for it; only a typed one is checked as a number. */
const applicationPhone = lazySchema(() =>
  z.pipe(
    z
      .string("Please enter your phone number")
      .check(z.trim(), z.minLength(1, "Please enter your phone number")),
    phoneField,
  ),
);

/** An empty box asks for the years; only a typed value must be a number. */
const applicationExperience = lazySchema(() =>
  z.pipe(
    z
      .unknown()
      .check(z.refine((value) => !isBlank(value), "Please enter your years of experience")),
    z.coerce
      .number("Experience must be a number")
      .check(
        z.int("Experience must be a whole number of years"),
        z.gte(0, "Experience cannot be negative"),
        z.lte(70, "Experience must be at most 70 years"),
      ),
  ),
);

export const guideApplicationInput = lazySchema(() =>
  z.object({
    fullName: requiredText("Full name", 100),
    email: emailField,
    phone: applicationPhone,
    address: requiredText("Address", 300),
    experience: applicationExperience,
    languages: requiredTextWith(200, {
      required: "Please list the languages you speak",
      tooLong: "Languages must be at most 200 characters",
    }),
    specialization: z.enum(specializationValues, "Please select your specialization"),
    about: requiredText("About yourself", 3000),
    agreeToTerms: z.literal(true, "You must agree to the terms and conditions"),
    /** Made once per form: a retry with the same key returns the same application. */
    idempotencyKey: idempotencyKeyField,
  }),
);
export type GuideApplicationInput = z.infer<typeof guideApplicationInput>;

/** POST /api/guide-applications, 201. */
export interface GuideApplicationSubmitted {
  id: number;
  /**
   * True when sent signed out: the application waits for the link mailed to its address and
   * no one at Yatra Tours sees it until then.
   */
  needsConfirmation: boolean;
}

/** The token from the link mailed to a signed-out applicant. */
export const confirmGuideApplicationInput = lazySchema(() =>
  z.object({
    token: z
      .string("This confirmation link is not valid.")
      .check(
        z.minLength(1, "This confirmation link is not valid."),
        z.maxLength(200, "This confirmation link is not valid."),
      ),
  }),
);
export type ConfirmGuideApplicationInput = z.infer<typeof confirmGuideApplicationInput>;

/** POST /api/guide-applications/confirm, 200. A second use changes nothing. */
export interface GuideApplicationConfirmed {
  status: "confirmed" | "already-confirmed";
}

/** How long the mailed confirmation link works. */
export const APPLICATION_CONFIRMATION_HOURS = 24;

/** Where the mailed confirmation link lands in the web app (it reads `?token=`). */
export { APPLICATION_CONFIRM_PATH } from "./paths";
