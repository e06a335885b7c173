import { z } from "zod";
import { emailField } from "./auth";

const required = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const phoneField = z
  .string()
  .trim()
  .max(20, "Phone number is too long")
  .regex(/^[+\d][\d\s-]{5,19}$/, "Please enter a valid phone number");

export const contactMessageInput = z.object({
  name: required("Name", 100),
  email: emailField,
  phone: z.union([z.literal(""), phoneField]).optional(),
  subject: required("Subject", 200),
  message: required("Message", 5000),
  /** Set when the enquiry started from a guide's 'Book This Guide' link. */
  guideSno: z.number().int().positive().optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

export const newsletterInput = z.object({ email: emailField });
export type NewsletterInput = z.infer<typeof newsletterInput>;

export { required as requiredText };
