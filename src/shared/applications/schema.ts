import * as z from "zod/mini";
import { emailField } from "@/shared/account/schema";
import { phoneField, requiredText } from "@/shared/contact/schema";
import { idempotencyKeyField } from "@/shared/idempotency-key";

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

export const guideApplicationInput = z.object({
  fullName: requiredText("Full name", 100),
  email: emailField,
  phone: phoneField.check(z.minLength(1, "Phone number is required")),
  address: requiredText("Address", 300),
  experience: z.coerce
    .number("Experience must be a number")
    .check(
      z.int("Experience must be a whole number of years"),
      z.gte(0, "Experience cannot be negative"),
      z.lte(70, "Experience must be at most 70 years"),
    ),
  languages: requiredText("Languages", 200),
  specialization: z.enum(specializationValues, "Please select your specialization"),
  about: requiredText("About yourself", 3000),
  agreeToTerms: z.literal(true, "You must agree to the terms and conditions"),
  /** Made once per form: a retry with the same key returns the same application. */
  idempotencyKey: idempotencyKeyField,
});
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
export const confirmGuideApplicationInput = z.object({
  token: z
    .string("This confirmation link is not valid.")
    .check(
      z.minLength(1, "This confirmation link is not valid."),
      z.maxLength(200, "This confirmation link is not valid."),
    ),
});
export type ConfirmGuideApplicationInput = z.infer<typeof confirmGuideApplicationInput>;

/** POST /api/guide-applications/confirm, 200. A second use changes nothing. */
export interface GuideApplicationConfirmed {
  status: "confirmed" | "already-confirmed";
}

/** How long the mailed confirmation link works. */
export const APPLICATION_CONFIRMATION_HOURS = 24;

/** Where the mailed confirmation link lands in the web app (it reads `?token=`). */
export { APPLICATION_CONFIRM_PATH } from "./paths";
