import { MAX_TRAVELERS } from "@/shared/bookings/schema";
import { latestStartDate } from "@/shared/bookings/tour-dates";
import { isCalendarDate, todayInIndia } from "@/shared/dates";

/** Search by date: tours with a guide free for the whole tour from this start, for this group. */
export interface TripDate {
  startDate: string;
  travellers: number;
}

const KEYS = { date: "date", travellers: "travellers" } as const;

/** The trip in the address (?date=YYYY-MM-DD&travellers=N), or undefined when none or unusable. */
export function readTripDate(
  params: URLSearchParams,
  today = todayInIndia(),
): TripDate | undefined {
  const startDate = params.get(KEYS.date) ?? "";
  if (!isCalendarDate(startDate) || startDate < today || startDate > latestStartDate(today))
    return undefined;
  const travellers = Number(params.get(KEYS.travellers) ?? "1");
  return {
    startDate,
    travellers:
      Number.isInteger(travellers) && travellers >= 1 && travellers <= MAX_TRAVELERS
        ? travellers
        : 1,
  };
}

/** Adds the trip to `params` (travellers only when more than one). */
export function writeTripDate(params: URLSearchParams, trip: TripDate | undefined) {
  params.delete(KEYS.date);
  params.delete(KEYS.travellers);
  if (!trip) return params;
  params.set(KEYS.date, trip.startDate);
  if (trip.travellers !== 1) params.set(KEYS.travellers, String(trip.travellers));
  return params;
}
