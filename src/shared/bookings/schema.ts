import * as z from "zod/mini";
import { emailField } from "@/shared/account/schema";
import { BOOKING_STATUSES } from "@/shared/bookings/rules";
import { parsePackageId } from "@/shared/catalogue/rules";
import { phoneField, requiredText } from "@/shared/contact/schema";
import { isCalendarDate, todayInIndia } from "@/shared/dates";
import { idempotencyKeyField } from "@/shared/idempotency-key";
import { lazySchema } from "@/shared/lazy-schema";

export const MAX_TRAVELERS = 50;

const calendarDate = (label: string) =>
  z.pipe(
    z.string(`${label} is required`).check(z.minLength(1, `${label} is required`)),
    z.string().check(
      z.refine(isCalendarDate, { message: `${label} must be a valid date`, abort: true }),
      z.refine((value) => value >= todayInIndia(), `${label} cannot be in the past`),
    ),
  );

export const createBookingInput = lazySchema(() =>
  z
    .object({
      packageId: z
        .string("Package is required")
        .check(z.refine((id) => parsePackageId(id) !== null, "Unknown package")),
      guideSno: z
        .number("Please select a guide")
        .check(
          z.int("Please select a guide"),
          z.positive("Please select a guide"),
          z.lte(2_147_483_647, "Please select a guide"),
        ),
      fullName: requiredText("Full name", 100),
      email: emailField,
      phone: z.pipe(
        z
          .string("Phone number is required")
          .check(z.trim(), z.minLength(1, "Phone number is required")),
        phoneField,
      ),
      startDate: calendarDate("Start date"),
      endDate: calendarDate("End date"),
      numberOfTravelers: z
        .number("Number of travelers is required")
        .check(
          z.int("Number of travelers must be a whole number"),
          z.gte(1, "At least 1 traveler is required"),
          z.lte(MAX_TRAVELERS, `At most ${MAX_TRAVELERS} travelers per booking`),
        ),
      notes: z._default(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(2000, "Special requirements must be at most 2000 characters"),
          ),
        "",
      ),
      idempotencyKey: idempotencyKeyField,
    })
    .check(
      z.refine((v) => v.endDate >= v.startDate, {
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
      }),
    ),
);
export type CreateBookingInput = z.infer<typeof createBookingInput>;
export type CreateBookingFormValues = z.input<typeof createBookingInput>;

export const availabilityInput = lazySchema(() =>
  z.object({
    isAvailable: z.boolean("Availability must be true or false"),
  }),
);
export type AvailabilityInput = z.infer<typeof availabilityInput>;

/** What the person fills in on the review form. */
export const reviewForm = lazySchema(() =>
  z.object({
    rating: z.number("Please choose a rating").check(
      z.gte(1, "Ratings go from 1 to 5 stars"),
      z.lte(5, "Ratings go from 1 to 5 stars"),
      z.refine((n) => Number.isInteger(n * 2), "Ratings go in half stars"),
    ),
    comment: z
      .string("Please write a few words")
      .check(
        z.trim(),
        z.minLength(1, "Please write a few words"),
        z.maxLength(2000, "Reviews can be at most 2000 characters"),
      ),
  }),
);
export type ReviewForm = z.infer<typeof reviewForm>;

/** The API body: the form plus the page's key for this one submission. */
export const reviewInput = lazySchema(() =>
  z.extend(reviewForm, { idempotencyKey: idempotencyKeyField }),
);
export type ReviewInput = z.infer<typeof reviewInput>;

export const BOOKING_FILTERS = ["all", ...BOOKING_STATUSES] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

export const DASHBOARD_PAGE_SIZE = 20;
export const DASHBOARD_MAX_PAGE_SIZE = 100;
/** Past this nobody pages (search or filter instead); it bounds the work a deep page asks for. */
export const DASHBOARD_MAX_OFFSET = 10_000;
/** Bookings are counted up to this many; past it the screen says "10,000+". */
export const DASHBOARD_TOTAL_CAP = 10_000;
/** A search's matches are counted up to this many ("1,000+"); no more are sorted at once. */
export const DASHBOARD_SEARCH_CAP = 1_000;
export const MAX_BOOKING_SEARCH_LENGTH = 100;

/**
 * A search among every guide's bookings needs three letters or digits in a row: the trigram
 * index finds nothing shorter, and reading a million bookings one by one is not an answer.
 */
export const searchesEveryBooking = (q: string) => /[\p{L}\p{M}\p{N}]{3}/u.test(q);
export const SHORT_SEARCH_MESSAGE =
  "Type at least 3 letters or digits to search every guide's bookings.";

/** A whole number in a query string, within bounds: anything else is refused with `message`. */
const queryWholeNumber = (message: string, min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, message)),
    z.pipe(z.transform(Number), z.number().check(z.gte(min, message), z.lte(max, message))),
  );

/**
 * GET /api/dashboard/bookings: one page of a guide's bookings (an admin's: everyone's), current
 * and upcoming tours first, then past ones. `upcoming=true` keeps the tours starting today or later.
 */
export const dashboardBookingsQuery = lazySchema(() =>
  z.object({
    status: z._default(z.enum(BOOKING_FILTERS, "Unknown status"), "all"),
    q: z._default(
      z
        .string()
        .check(
          z.maxLength(
            MAX_BOOKING_SEARCH_LENGTH,
            `Search text must be at most ${MAX_BOOKING_SEARCH_LENGTH} characters`,
          ),
          z.trim(),
        ),
      "",
    ),
    upcoming: z._default(
      z.pipe(
        z.enum(["true", "false"], "Use true or false"),
        z.transform((value) => value === "true"),
      ),
      false,
    ),
    limit: z._default(
      queryWholeNumber(
        `Ask for 1 to ${DASHBOARD_MAX_PAGE_SIZE} bookings at a time`,
        1,
        DASHBOARD_MAX_PAGE_SIZE,
      ),
      DASHBOARD_PAGE_SIZE,
    ),
    offset: z._default(
      queryWholeNumber(
        `The offset must be a whole number up to ${DASHBOARD_MAX_OFFSET}`,
        0,
        DASHBOARD_MAX_OFFSET,
      ),
      0,
    ),
  }),
);
export type DashboardBookingsQuery = z.infer<typeof dashboardBookingsQuery>;

export const queryDate = (label: string) =>
  z
    .string(`${label} is required`)
    .check(z.refine(isCalendarDate, `${label} must be a valid date (YYYY-MM-DD)`));
export const queryTravellers = lazySchema(() =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,3}$/, "Travellers must be a whole number from 1 to 50")),
    z.pipe(
      z.transform(Number),
      z
        .number()
        .check(
          z.gte(1, "Travellers must be a whole number from 1 to 50"),
          z.lte(MAX_TRAVELERS, "Travellers must be a whole number from 1 to 50"),
        ),
    ),
  ),
);
export const queryFlag = lazySchema(() =>
  z.pipe(
    z.enum(["true", "false"], "Use true or false"),
    z.transform((value) => value === "true"),
  ),
);
const queryPackageId = lazySchema(() =>
  z
    .string("Package is required")
    .check(z.refine((id) => parsePackageId(id) !== null, "Unknown package")),
);

/** GET /api/bookings/available-guides: guides the form may offer, free for the whole tour from startDate. */
export const availableGuidesQuery = lazySchema(() =>
  z.object({
    packageId: queryPackageId,
    startDate: z.optional(queryDate("Start date")),
    travellers: z.optional(queryTravellers),
    licensed: z.optional(queryFlag),
  }),
);
export type AvailableGuidesQuery = z.infer<typeof availableGuidesQuery>;

/** GET /api/bookings/available-dates: start dates with the guide (or any offered guide) free. */
export const availableDatesQuery = lazySchema(() =>
  z.object({
    packageId: queryPackageId,
    guideSno: z.optional(
      z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/, "Unknown guide")), z.transform(Number)),
    ),
    travellers: z.optional(queryTravellers),
    licensed: z.optional(queryFlag),
  }),
);
export type AvailableDatesQuery = z.infer<typeof availableDatesQuery>;
