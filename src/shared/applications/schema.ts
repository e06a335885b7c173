import * as z from "zod/mini";
import { emailField } from "@/shared/account/schema";
import { phoneField, requiredText } from "@/shared/contact/schema";

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
});
export type GuideApplicationInput = z.infer<typeof guideApplicationInput>;
