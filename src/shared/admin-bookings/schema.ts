import * as z from "zod/mini";
import { BOOKING_STATUSES } from "@/shared/bookings/rules";
import {
  MAX_BOOKING_SEARCH_LENGTH,
  queryDate,
  searchesEveryBooking,
} from "@/shared/bookings/schema";
import { lazySchema } from "@/shared/lazy-schema";
import { datesInOrder } from "@/shared/query-fields";
import { requiredTextWith } from "@/shared/text-fields";
import { bookingIdRange } from "./rules";

export const ADMIN_BOOKINGS_PAGE_SIZE = 20;
export const ADMIN_BOOKINGS_MAX_PAGE_SIZE = 100;
/** Past this nobody pages (filter instead); it bounds the work a deep page asks for. */
export const ADMIN_BOOKINGS_MAX_OFFSET = 10_000;
/** Bookings are counted up to this many; past it the screen says "10,000+". */
export const ADMIN_BOOKINGS_TOTAL_CAP = 10_000;
/** Filters matching at most this many bookings are sorted whole; more are read along an index. */
export const ADMIN_BOOKINGS_SORT_CAP = 1_000;
export const MAX_CANCEL_REASON_LENGTH = 500;

/**
 * A booking's money as the filter groups it: nothing paid; the deposit (part of the price) paid;
 * the whole price paid; some or all of it refunded, or a refund under way.
 */
export const PAYMENT_FILTERS = ["unpaid", "deposit_paid", "paid", "refunded"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const ADMIN_SEARCH_MESSAGE =
  "Type at least 3 letters or digits, or the start of a booking id.";

const wholeNumber = (message: string, min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,10}$/, message)),
    z.pipe(z.transform(Number), z.number().check(z.gte(min, message), z.lte(max, message))),
  );

/**
 * GET /api/admin/bookings: every booking, newest first, a page at a time. Each filter is optional;
 * `guide` is the guide's number and `destination` the destination's (sr_no); `from`/`to` bound the
 * tour's start date; `q` finds the traveller's name or e-mail, or a booking by its id (or the
 * start of it).
 */
export const adminBookingsQuery = lazySchema(() =>
  z
    .object({
      status: z.optional(z.enum(BOOKING_STATUSES, "Unknown status")),
      payment: z.optional(z.enum(PAYMENT_FILTERS, "Unknown payment state")),
      guide: z.optional(wholeNumber("Unknown guide", 1, 2_147_483_647)),
      destination: z.optional(wholeNumber("Unknown destination", 1, 2_147_483_647)),
      from: z.optional(queryDate("From")),
      to: z.optional(queryDate("To")),
      q: z._default(
        z.string().check(
          z.maxLength(
            MAX_BOOKING_SEARCH_LENGTH,
            `Search text must be at most ${MAX_BOOKING_SEARCH_LENGTH} characters`,
          ),
          z.trim(),
          z.refine(
            (q) => q === "" || searchesEveryBooking(q) || bookingIdRange(q) !== null,
            ADMIN_SEARCH_MESSAGE,
          ),
        ),
        "",
      ),
      limit: z._default(
        wholeNumber(
          `Ask for 1 to ${ADMIN_BOOKINGS_MAX_PAGE_SIZE} bookings at a time`,
          1,
          ADMIN_BOOKINGS_MAX_PAGE_SIZE,
        ),
        ADMIN_BOOKINGS_PAGE_SIZE,
      ),
      offset: z._default(
        wholeNumber(
          `The offset must be a whole number up to ${ADMIN_BOOKINGS_MAX_OFFSET}`,
          0,
          ADMIN_BOOKINGS_MAX_OFFSET,
        ),
        0,
      ),
    })
    .check(datesInOrder("To must be on or after From")),
);
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuery>;

/** GET /api/admin/bookings/guides?q=: guides by name or number, for the guide filter. */
export const adminGuideOptionsQuery = lazySchema(() =>
  z.object({
    q: z._default(
      z.string().check(z.maxLength(100, "Search text must be at most 100 characters"), z.trim()),
      "",
    ),
  }),
);

/** POST /api/admin/bookings/:id/cancel: why the company cancels on the traveller's behalf. */
export const adminCancelInput = lazySchema(() =>
  z.object({
    reason: requiredTextWith(MAX_CANCEL_REASON_LENGTH, {
      required: "Say why the booking is cancelled",
      tooLong: `The reason must be at most ${MAX_CANCEL_REASON_LENGTH} characters`,
    }),
  }),
);
export type AdminCancelInput = z.infer<typeof adminCancelInput>;
