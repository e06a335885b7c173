import * as z from "zod/mini";
import { BOOKING_HORIZON_DAYS } from "@/shared/bookings/tour-dates";
import { addDays, isCalendarDate, todayInIndia } from "@/shared/dates";
import { lazySchema } from "@/shared/lazy-schema";

export const WORKING_DAYS_MESSAGE = "Choose at least one working day";

/** PUT /api/guide-calendar/working-days: ISO weekdays, 1 Monday … 7 Sunday. */
const isWeekday = (day: unknown): day is number =>
  typeof day === "number" && Number.isInteger(day) && day >= 1 && day <= 7;

export const workingDaysInput = lazySchema(() =>
  z.object({
    workingDays: z.pipe(
      z.array(z.unknown(), WORKING_DAYS_MESSAGE).check(
        z.minLength(1, WORKING_DAYS_MESSAGE),
        z.refine((days) => days.every(isWeekday), {
          message: "Days are numbered 1 (Monday) to 7 (Sunday)",
          abort: true,
        }),
        z.refine((days) => new Set(days).size === days.length, "Each day may be chosen once"),
      ),
      z.transform((days) => days as number[]),
    ),
  }),
);
export type WorkingDaysInput = z.infer<typeof workingDaysInput>;

const blockDate = (label: string) =>
  z
    .string(`${label} is required`)
    .check(
      z.minLength(1, `${label} is required`),
      z.refine(isCalendarDate, { message: `${label} must be a valid date`, abort: true }),
    );

/** Blocks run at most a year at a time and start at most two years ahead. */
export const MAX_BLOCK_DAYS = BOOKING_HORIZON_DAYS;
const LATEST_BLOCK_START_DAYS = 2 * BOOKING_HORIZON_DAYS;

/** POST /api/guide-calendar/blocked: days off, both ends included. */
export const blockedDatesInput = lazySchema(() =>
  z
    .object({
      startDate: blockDate("Start date").check(
        z.refine((date) => date >= todayInIndia(), "Start date cannot be in the past"),
        z.refine(
          (date) => date <= addDays(todayInIndia(), LATEST_BLOCK_START_DAYS),
          "Block days at most two years ahead",
        ),
      ),
      endDate: blockDate("End date"),
      note: z._default(
        z.string().check(z.trim(), z.maxLength(120, "Keep the note to 120 characters or fewer")),
        "",
      ),
    })
    .check(
      z.refine((v) => v.endDate >= v.startDate, {
        path: ["endDate"],
        message: "End date must be on or after the start date",
        when: ({ issues }) =>
          !issues.some((i) => i.path?.[0] === "startDate" || i.path?.[0] === "endDate"),
      }),
      z.refine((v) => v.endDate <= addDays(v.startDate, MAX_BLOCK_DAYS - 1), {
        path: ["endDate"],
        message: "Block at most a year at a time",
        when: ({ issues }) =>
          !issues.some((i) => i.path?.[0] === "startDate" || i.path?.[0] === "endDate"),
      }),
    ),
);
export type BlockedDatesInput = z.infer<typeof blockedDatesInput>;
export type BlockedDatesFormValues = z.input<typeof blockedDatesInput>;

/** GET /api/guide-calendar?from=&to= */
export const guideCalendarQuery = lazySchema(() =>
  z.object({
    from: z.optional(z.string().check(z.refine(isCalendarDate, "From must be a valid date"))),
    to: z.optional(z.string().check(z.refine(isCalendarDate, "To must be a valid date"))),
  }),
);
