import type { Database } from "@/server/db/client";
import { AppError, notFound } from "@/server/http/errors";
import { inLanguage } from "@/server/platform/localise";
import type { AvailableDatesQuery, AvailableGuidesQuery } from "@/shared/bookings/schema";
import {
  formatMonthDay,
  formatTourDate,
  latestStartDate,
  type SeasonalClosure,
  tourEndDate,
  WEEKDAY_NAMES,
} from "@/shared/bookings/tour-dates";
import type { AvailableDates, AvailableGuide } from "@/shared/bookings/types";
import { parsePackageId } from "@/shared/catalogue/rules";
import { todayInIndia } from "@/shared/dates";
import type { Language } from "@/shared/language";
import {
  freeStartDates,
  type GuideCalendar,
  type TourConflict,
  tourConflict,
} from "./availability";
import * as repo from "./availability.repo";
import { packageForBooking } from "./bookings.repo";
import type { DateSearch } from "./date-search.repo";

const invalid = (field: string, message: string) =>
  new AppError(422, "VALIDATION_FAILED", message, { [field]: message });

async function bookablePackage(db: Database, packageId: string) {
  const srNo = parsePackageId(packageId);
  const pkg = srNo === null ? undefined : await packageForBooking(db, srNo);
  if (!pkg) throw notFound("Package");
  return pkg;
}

function toAvailableGuide(g: repo.OfferedGuide, language: Language): AvailableGuide {
  const guide = {
    sno: g.sno,
    name: g.name,
    rating: Math.round(g.rating * 10) / 10,
    maxGroupSize: g.maxGroupSize,
    licensed: g.licensed,
  };
  return inLanguage(language, guide, { name: g.nameHi }, ["name"]);
}

/** Guides the form may offer; with a start date, only those free for the whole tour. */
export async function availableGuides(
  db: Database,
  query: AvailableGuidesQuery,
  language: Language = "en",
  today = todayInIndia(),
): Promise<AvailableGuide[]> {
  const shown = (g: repo.OfferedGuide) => toAvailableGuide(g, language);
  const pkg = await bookablePackage(db, query.packageId);
  const guides = await repo.offeredGuides(db, {
    destinationId: pkg.destinationId,
    today,
    travellers: query.travellers,
    licensedOnly: query.licensed,
  });
  const start = query.startDate;
  if (!start) return guides.map(shown);
  if (start < today || start > latestStartDate(today)) return [];
  const tour = { startDate: start, endDate: tourEndDate(start, pkg.durationDays) };
  const [calendars, closures] = await Promise.all([
    repo.calendarsOf(db, guides, tour.startDate, tour.endDate),
    repo.closuresOf(db, pkg.destinationId),
  ]);
  return guides
    .filter((g) => tourConflict(tour, calendars.get(g.id)!, closures) === null)
    .map(shown);
}

/** Start dates from today to a year ahead with the chosen guide (or any offered guide) free. */
export async function availableDates(
  db: Database,
  query: AvailableDatesQuery,
  today = todayInIndia(),
): Promise<AvailableDates> {
  const pkg = await bookablePackage(db, query.packageId);
  const offered = await repo.offeredGuides(db, {
    destinationId: pkg.destinationId,
    today,
    travellers: query.travellers,
    licensedOnly: query.licensed,
  });
  const guides =
    query.guideSno === undefined ? offered : offered.filter((g) => g.sno === query.guideSno);
  const from = today;
  const to = latestStartDate(today);
  const [calendars, closures] = await Promise.all([
    repo.calendarsOf(db, guides, from, tourEndDate(to, pkg.durationDays)),
    repo.closuresOf(db, pkg.destinationId),
  ]);
  const dates = new Set<string>();
  for (const guide of guides) {
    const calendar = calendars.get(guide.id)!;
    for (const date of freeStartDates({
      from,
      to,
      durationDays: pkg.durationDays,
      calendar,
      closures,
    }))
      dates.add(date);
  }
  return { durationDays: pkg.durationDays, from, to, dates: [...dates].sort() };
}

/**
 * The terms of a search by date for the catalogue's searches: null without a start date, "none" for
 * a date no tour can start on (in the past or beyond a year), which finds nothing.
 */
export function dateSearch(
  query: { startDate?: string; travellers?: number; licensed?: boolean },
  today = todayInIndia(),
): DateSearch | null | "none" {
  const { startDate } = query;
  if (!startDate) return null;
  if (startDate < today || startDate > latestStartDate(today)) return "none";
  return {
    startDate,
    travellers: query.travellers ?? 1,
    licensedOnly: query.licensed ?? false,
    today,
  };
}

function conflictMessage(
  conflict: Exclude<TourConflict, { kind: "booked" }>,
  guideName: string,
  destinationName: string,
): string {
  switch (conflict.kind) {
    case "closure":
      return `${destinationName} is closed from ${formatMonthDay(conflict.closure.startsOn)} to ${formatMonthDay(conflict.closure.endsOn)} (${conflict.closure.reason}), and this tour would fall in it. Please choose another start date.`;
    case "day-off":
      return `${guideName} does not work on ${WEEKDAY_NAMES[conflict.weekday - 1]}s, and this tour includes ${formatTourDate(conflict.date)}. Please choose another start date or guide.`;
    case "blocked":
      return `${guideName} is not available from ${formatTourDate(conflict.range.startDate)} to ${formatTourDate(conflict.range.endDate)}. Please choose another start date or guide.`;
  }
}

/**
 * Whatever the browser sent, the tour must last the package's duration, start within a year and
 * fit the guide's calendar and the destination's seasons. A confirmed booking in the way is a
 * conflict (409): it may have been accepted since the form loaded.
 */
export function assertTourFits(
  input: { startDate: string; endDate: string },
  pkg: { destinationName: string; durationDays: number; closures: readonly SeasonalClosure[] },
  guide: GuideCalendar & { name: string },
  today = todayInIndia(),
): void {
  const latest = latestStartDate(today);
  if (input.startDate > latest)
    throw invalid(
      "startDate",
      `Tours can be booked up to a year ahead: choose a start date on or before ${formatTourDate(latest)}.`,
    );
  const endDate = tourEndDate(input.startDate, pkg.durationDays);
  if (input.endDate !== endDate)
    throw invalid(
      "endDate",
      `This package lasts ${pkg.durationDays} ${pkg.durationDays === 1 ? "day" : "days"}, so a tour starting on ${formatTourDate(input.startDate)} ends on ${formatTourDate(endDate)}.`,
    );
  const conflict = tourConflict({ startDate: input.startDate, endDate }, guide, pkg.closures);
  if (!conflict) return;
  if (conflict.kind === "booked")
    throw new AppError(
      409,
      "GUIDE_BOOKED",
      `${guide.name} is already booked on those dates. Please choose other dates or another guide.`,
    );
  throw invalid("startDate", conflictMessage(conflict, guide.name, pkg.destinationName));
}
