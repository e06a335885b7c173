import type { Database } from "@/server/db/client";
import { orDomainError, SQLSTATE } from "@/server/db/violations";
import { AppError, notFound } from "@/server/http/errors";
import { formatTourDate } from "@/shared/bookings/tour-dates";
import { addDays, todayInIndia } from "@/shared/dates";
import type { BlockedDatesInput } from "@/shared/guides/calendar-schema";
import type { BlockedRange, CalendarTour, GuideCalendarView } from "@/shared/guides/calendar-types";
import * as repo from "./guide-calendar.repo";

interface Actor {
  id: string;
  /** A guide whose role was taken away keeps the row but not the right to change it. */
  role?: string | null;
}

const MAX_RANGE_DAYS = 400;

const invalid = (field: string, message: string) =>
  new AppError(422, "VALIDATION_FAILED", message, { [field]: message });

async function ownGuide(db: Database, actor: Actor) {
  const guide = await repo.guideOfUser(db, actor.id);
  if (!guide || actor.role !== "guide")
    throw new AppError(403, "NOT_A_GUIDE", "Only guides with a guide profile have a calendar.");
  return guide;
}

/** The guide's calendar from `from` to `to` (today … a year ahead by default, at most 400 days). */
export async function calendarOf(
  db: Database,
  actor: Actor,
  range: { from?: string; to?: string },
): Promise<GuideCalendarView> {
  const guide = await ownGuide(db, actor);
  const from = range.from ?? todayInIndia();
  const to = range.to ?? addDays(from, 365);
  if (to < from) throw invalid("to", "To must be on or after from");
  if (to > addDays(from, MAX_RANGE_DAYS))
    throw invalid("to", `Ask for at most ${MAX_RANGE_DAYS} days`);
  const [blocked, tours] = await Promise.all([
    repo.blocksBetween(db, guide.id, from, to),
    repo.toursBetween(db, guide.id, from, to),
  ]);
  return {
    from,
    to,
    workingDays: [...guide.workingDays].sort(),
    takingRequests: guide.isAvailable,
    blocked,
    tours: tours as CalendarTour[],
  };
}

export async function setWorkingDays(db: Database, actor: Actor, workingDays: number[]) {
  const guide = await ownGuide(db, actor);
  const days = [...workingDays].sort();
  await repo.setWorkingDays(db, guide.id, days);
  return { workingDays: days };
}

/**
 * Days off. A block may not overlap another (the database's exclusion constraint decides, so two
 * at once cannot both land) nor a confirmed tour: that one has to be cancelled first.
 */
export async function blockDates(
  db: Database,
  actor: Actor,
  input: BlockedDatesInput,
): Promise<BlockedRange> {
  const guide = await ownGuide(db, actor);
  const range = `${formatTourDate(input.startDate)} to ${formatTourDate(input.endDate)}`;
  const outcome = await orDomainError(
    () => repo.insertBlockUnlessBooked(db, { guideId: guide.id, ...input }),
    {
      [SQLSTATE.exclusionViolation]: () =>
        invalid("startDate", `These days overlap days you have already blocked (${range}).`),
    },
  );
  const { held } = outcome;
  if (held) {
    throw invalid(
      "startDate",
      `You have a confirmed tour (${held.packageName}, ${formatTourDate(held.startDate)} to ${formatTourDate(held.endDate)}) in ${range}. Blocked days cannot cover a confirmed tour.`,
    );
  }
  return outcome.block!;
}

export async function unblock(db: Database, actor: Actor, id: number) {
  const guide = await ownGuide(db, actor);
  if (!(await repo.deleteBlock(db, guide.id, id))) throw notFound("Blocked dates");
}
