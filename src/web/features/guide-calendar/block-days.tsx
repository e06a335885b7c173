import { useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import type { DateRange as PickedRange } from "react-day-picker";
import { datesBetween, isoWeekday } from "@/shared/bookings/tour-dates";
import type { GuideCalendarView } from "@/shared/guides/calendar-types";
import { Calendar } from "@/web/components/ui/calendar";
import { dateFromIso, isoFromDate } from "@/web/components/ui/calendar-days";
import { BlockDatesForm } from "./block-dates-form";

/**
 * The days of some ranges as one test: a list of dates would have the calendar compare each of its
 * 42 to 84 days with every listed day on every render, and a guide's year can list hundreds.
 */
function dayMatcher(ranges: readonly { startDate: string; endDate: string }[]) {
  const days = new Set(ranges.flatMap((r) => datesBetween(r.startDate, r.endDate)));
  return (date: Date) => days.has(isoFromDate(date));
}

/**
 * The calendar to pick days off on, and the form that blocks them: the date picker and the form
 * library, loaded once the rest of the calendar section is on screen (decision 0053).
 */
export default function BlockDays({
  view,
  monthsShown,
}: {
  view: GuideCalendarView;
  monthsShown: 1 | 2;
}) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<PickedRange | undefined>();
  const [range, setRange] = useState<{ startDate: string; endDate: string } | null>(null);
  const clearRange = useCallback(() => setRange(null), []);
  const working = new Set(view.workingDays);

  function pick(next: PickedRange | undefined) {
    setPicked(next);
    if (next?.from)
      setRange({
        startDate: isoFromDate(next.from),
        endDate: isoFromDate(next.to ?? next.from),
      });
  }

  return (
    <>
      <div className="relative overflow-x-auto rounded-xl border border-stone-200 p-2">
        <Calendar
          mode="range"
          selected={picked}
          onSelect={pick}
          numberOfMonths={monthsShown}
          startMonth={dateFromIso(view.from)}
          endMonth={dateFromIso(view.to)}
          disabled={{ before: dateFromIso(view.from) }}
          modifiers={{
            blocked: dayMatcher(view.blocked),
            booked: dayMatcher(view.tours.filter((tour) => tour.status !== "pending")),
            requested: dayMatcher(view.tours.filter((tour) => tour.status === "pending")),
            off: (date) => !working.has(isoWeekday(isoFromDate(date))),
          }}
          modifiersClassNames={{
            blocked: "bg-stone-300 line-through",
            booked: "bg-emerald-200 font-semibold",
            requested: "ring-2 ring-inset ring-amber-500",
            off: "text-stone-400",
          }}
          aria-label={t`Your calendar`}
        />
      </div>
      <BlockDatesForm range={range} onRangeUsed={clearRange} />
    </>
  );
}
