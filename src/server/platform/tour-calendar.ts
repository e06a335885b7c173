import ical, { type ICalCalendar, ICalEventStatus } from "ical-generator";
import { addDays } from "@/shared/dates";

export interface TourEvent {
  id: string;
  startDate: string;
  endDate: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  updatedAt: Date;
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A calendar of whole-day tour events: DTSTART is the first day and DTEND the day after the last
 * (RFC 5545 ends are exclusive), so a 1–5 June tour fills exactly five days in any time zone.
 */
export function tourCalendar(name: string, events: readonly TourEvent[]): ICalCalendar {
  const calendar = ical({
    name,
    prodId: { company: "Yatra Tours", product: "Tours", language: "EN" },
    ttl: 60 * 60,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@yatratours.in`,
      allDay: true,
      start: day(event.startDate),
      end: day(addDays(event.endDate, 1)),
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: event.url,
      status: ICalEventStatus.CONFIRMED,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
    });
  }
  return calendar;
}
