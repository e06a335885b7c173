import * as z from "zod/mini";
import { emailField } from "@/shared/account/schema";
import { idempotencyKeyField } from "@/shared/idempotency-key";
import { lazySchema } from "@/shared/lazy-schema";

const required = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

export const phoneField = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(20, "Phone number is too long"),
      z.regex(/^[+\d][\d\s-]{5,19}$/, "Please enter a valid phone number"),
    ),
);

/** What the person fills in on the contact form. */
export const contactMessageForm = lazySchema(() =>
  z.object({
    name: required("Name", 100),
    email: emailField,
    phone: z.optional(z.union([z.literal(""), phoneField])),
    subject: required("Subject", 200),
    message: required("Message", 5000),
    /** Set when the enquiry started from a guide's 'Book This Guide' link. */
    guideSno: z.optional(z.number().check(z.int(), z.positive())),
  }),
);
export type ContactMessageForm = z.infer<typeof contactMessageForm>;

/** The API body: the form plus the page's key for this one submission. */
export const contactMessageInput = lazySchema(() =>
  z.extend(contactMessageForm, {
    idempotencyKey: idempotencyKeyField,
  }),
);
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

export const newsletterInput = lazySchema(() => z.object({ email: emailField }));
export type NewsletterInput = z.infer<typeof newsletterInput>;

export { required as requiredText };
