import { z } from "zod";
import { parsePackageId } from "../catalogue/package-id";
import { emailField } from "./auth";
import { phoneField, requiredText } from "./contact";

export const MAX_TRAVELERS = 50;

const indiaDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's calendar date in India, YYYY-MM-DD (booking dates are India dates). */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDate.format(now);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const calendarDate = (label: string) =>
  z
    .string(`${label} is required`)
    .min(1, `${label} is required`)
    .pipe(
      z
        .string()
        .refine(isRealDate, { message: `${label} must be a valid date`, abort: true })
        .refine((value) => value >= todayInIndia(), `${label} cannot be in the past`),
    );

export const createBookingInput = z
  .object({
    packageId: z
      .string("Package is required")
      .refine((id) => parsePackageId(id) !== null, "Unknown package"),
    guideSno: z
      .number("Please select a guide")
      .int("Please select a guide")
      .positive("Please select a guide"),
    fullName: requiredText("Full name", 100),
    email: emailField,
    phone: z
      .string("Phone number is required")
      .trim()
      .min(1, "Phone number is required")
      .pipe(phoneField),
    startDate: calendarDate("Start date"),
    endDate: calendarDate("End date"),
    numberOfTravelers: z
      .number("Number of travelers is required")
      .int("Number of travelers must be a whole number")
      .min(1, "At least 1 traveler is required")
      .max(MAX_TRAVELERS, `At most ${MAX_TRAVELERS} travelers per booking`),
    notes: z
      .string()
      .trim()
      .max(2000, "Special requirements must be at most 2000 characters")
      .default(""),
    idempotencyKey: z.uuid("Invalid request key"),
  })
  .refine((v) => v.endDate >= v.startDate, {
    path: ["endDate"],
    message: "End date must be on or after the start date",
    // Compare the dates even when other fields are still wrong, so the form shows every problem at once.
    when: ({ value, issues }) =>
      typeof value === "object" &&
      value !== null &&
      !issues.some(
        (issue) =>
          !issue.path?.length || issue.path[0] === "startDate" || issue.path[0] === "endDate",
      ),
  });
export type CreateBookingInput = z.infer<typeof createBookingInput>;
export type CreateBookingFormValues = z.input<typeof createBookingInput>;
