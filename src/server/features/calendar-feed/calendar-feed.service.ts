import crypto from "node:crypto";
import type { Database } from "@/server/db/client";
import { AppError, notFound } from "@/server/http/errors";
import { tourCalendar } from "@/server/platform/tour-calendar";
import type { CalendarFeedStatus } from "@/shared/calendar-feed/types";
import { addDays, todayInIndia } from "@/shared/dates";
import * as repo from "./calendar-feed.repo";

interface Actor {
  id: string;
  /** A guide whose role was taken away keeps the row but not the right to change it. */
  role?: string | null;
}

/** Only the hash is stored: a leaked database row cannot be turned back into a working link. */
const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function ownGuide(db: Database, actor: Actor) {
  const guide = await repo.guideOfUser(db, actor.id);
  if (!guide || actor.role !== "guide")
    throw new AppError(403, "NOT_A_GUIDE", "Only guides with a guide profile have a calendar.");
  return guide;
}

export const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/calendar-feed/${token}.ics`;

export async function feedStatus(db: Database, actor: Actor): Promise<CalendarFeedStatus> {
  const guide = await ownGuide(db, actor);
  return { active: guide.createdAt !== null, createdAt: guide.createdAt?.toISOString() ?? null };
}

/** A new secret link; any earlier one stops working at once. */
export async function createFeed(
  db: Database,
  actor: Actor,
  publicUrl: string,
): Promise<CalendarFeedStatus> {
  const guide = await ownGuide(db, actor);
  const token = crypto.randomBytes(32).toString("base64url");
  await repo.setFeedToken(db, guide.id, hashOf(token));
  const status = await feedStatus(db, actor);
  return { ...status, url: feedUrl(publicUrl, token) };
}

export async function revokeFeed(db: Database, actor: Actor): Promise<CalendarFeedStatus> {
  const guide = await ownGuide(db, actor);
  await repo.setFeedToken(db, guide.id, null);
  return { active: false, createdAt: null };
}

/** The feed itself: the guide's confirmed tours from the last 30 days on, as iCalendar text. */
export async function feedCalendar(db: Database, token: string, publicUrl: string) {
  const guide = TOKEN.test(token) ? await repo.guideByFeedToken(db, hashOf(token)) : undefined;
  if (!guide) throw notFound("Calendar");
  const tours = await repo.confirmedTours(db, guide.id, addDays(todayInIndia(), -30));
  return tourCalendar(
    `Yatra Tours: ${guide.name}`,
    tours.map((t) => ({
      id: t.id,
      startDate: t.startDate,
      endDate: t.endDate,
      summary: `${t.packageName} (${t.travellers} ${t.travellers === 1 ? "traveller" : "travellers"})`,
      description: [
        `Traveller: ${t.travellerName}, ${t.phone}`,
        `Group: ${t.travellers}`,
        t.notes ? `Special requirements: ${t.notes}` : "",
        `Booking reference: ${t.id}`,
      ]
        .filter(Boolean)
        .join("\n"),
      location: t.destinationName,
      url: `${publicUrl}/dashboard`,
      updatedAt: t.updatedAt,
    })),
  ).toString();
}
