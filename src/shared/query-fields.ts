import * as z from "zod/mini";
import { isCalendarDate } from "@/shared/dates";
import { lazySchema } from "@/shared/lazy-schema";

/*
 * The fields the console's lists share in their queries (?page=&pageSize=&q=&from=&to=), worded
 * the same on every list.
 */

/** `page`: 1 when absent, at most `max`. */
export const pageField = (max = 100_000) =>
  z._default(
    z.coerce
      .number("Page must be a number")
      .check(
        z.int("Page must be a whole number"),
        z.gte(1, "Page must be 1 or more"),
        z.lte(max, "Page is too large"),
      ),
    1,
  );

/** `pageSize`: `fallback` rows when absent, at most `max`. */
export const pageSizeField = (fallback: number, max: number) =>
  z._default(
    z.coerce
      .number("Page size must be a number")
      .check(
        z.int("Page size must be a whole number"),
        z.gte(1, "Page size must be 1 or more"),
        z.lte(max, `Page size must be at most ${max}`),
      ),
    fallback,
  );

/** The rows a page covers: `page` counts from 1. */
export const pageWindow = ({ page, pageSize }: { page: number; pageSize: number }) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** Trimmed text of at most `max` characters, as a search or a filter takes it. */
export const trimmedText = (max: number, message: string) =>
  z.string().check(z.trim(), z.maxLength(max, message));

/** The same, and left out when the list is not filtered by it. */
export const filterText = (max: number, message: string) => z.optional(trimmedText(max, message));

/** A calendar day bounding a list's dates, when the list is bounded. */
export const optionalDate = lazySchema(() =>
  z.optional(z.string().check(z.refine(isCalendarDate, "Use a date written YYYY-MM-DD"))),
);

/** A query's check that `to` is not before `from`: `message` on `to` otherwise. */
export const datesInOrder = (message: string) =>
  z.refine<{ from?: string; to?: string }>((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message,
  });
