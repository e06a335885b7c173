import { useCallback, useId, useState } from "react";
import type { DateRange as PickedRange } from "react-day-picker";
import { datesBetween, isoWeekday } from "@/shared/bookings/tour-dates";
import type { BlockedRange, GuideCalendarView } from "@/shared/guides/calendar-types";
import { useNarrowScreen } from "@/web/components/layout/use-narrow-screen";
import { Button } from "@/web/components/ui/button";
import { Calendar, dateFromIso, isoFromDate } from "@/web/components/ui/calendar";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { formatDate } from "@/web/lib/format";
import { BlockDatesForm } from "./block-dates-form";
import { useGuideCalendar, useUnblock } from "./queries";
import { WorkingDaysForm } from "./working-days-form";

const dayList = (ranges: readonly { startDate: string; endDate: string }[]) =>
  ranges.flatMap((r) => datesBetween(r.startDate, r.endDate)).map(dateFromIso);

const LEGEND = [
  { key: "blocked", label: "Blocked by you", swatch: "bg-stone-300 line-through" },
  { key: "booked", label: "Confirmed tour", swatch: "bg-emerald-200" },
  { key: "requested", label: "Request waiting for your answer", swatch: "ring-2 ring-amber-500" },
  { key: "off", label: "Not a working day", swatch: "bg-stone-100 text-stone-400" },
] as const;

/** The guide's calendar: working days, days off, and the tours that hold their dates. */
export function GuideCalendarPanel() {
  const calendar = useGuideCalendar();
  if (calendar.isPending) return <p className="mt-6 text-stone-600">Loading your calendar...</p>;
  if (calendar.isError)
    return (
      <div className="mt-6">
        <ErrorPanel
          title="We couldn't load your calendar."
          message={calendar.error.message}
          onRetry={() => void calendar.refetch()}
        />
      </div>
    );
  return <CalendarView view={calendar.data} />;
}

function CalendarView({ view }: { view: GuideCalendarView }) {
  const [picked, setPicked] = useState<PickedRange | undefined>();
  const [range, setRange] = useState<{ startDate: string; endDate: string } | null>(null);
  const clearRange = useCallback(() => setRange(null), []);
  const confirmed = view.tours.filter((t) => t.status !== "pending");
  const pending = view.tours.filter((t) => t.status === "pending");
  const working = new Set(view.workingDays);
  const calendarLabelId = useId();
  const narrow = useNarrowScreen();

  function pick(next: PickedRange | undefined) {
    setPicked(next);
    if (next?.from)
      setRange({
        startDate: isoFromDate(next.from),
        endDate: isoFromDate(next.to ?? next.from),
      });
  }

  return (
    <div className="mt-6 flex flex-col gap-8">
      <p className="rounded-xl bg-brand-50 p-4 text-sm text-stone-700">
        {view.takingRequests
          ? "You are taking new requests: travellers are offered the days below that are free for a whole tour."
          : "You are not taking new requests: no traveller is offered any of your days. Choose Available at the top of the dashboard to take requests again."}
      </p>

      <WorkingDaysForm workingDays={view.workingDays} />

      <section aria-labelledby={calendarLabelId} className="flex flex-col gap-4">
        <h3 id={calendarLabelId} className="text-base font-semibold text-ink">
          Your next twelve months
        </h3>
        <p className="text-sm text-stone-600">
          Pick a first and a last day on the calendar (or type them below) to block days off.
          Confirmed tours already hold their days.
        </p>
        <ul
          className="flex flex-wrap gap-4 text-sm text-stone-700"
          aria-label="What the colours mean"
        >
          {LEGEND.map((item) => (
            <li key={item.key} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block h-4 w-4 rounded ${item.swatch}`} />
              {item.label}
            </li>
          ))}
        </ul>
        <div className="overflow-x-auto rounded-xl border border-stone-200 p-2">
          <Calendar
            mode="range"
            selected={picked}
            onSelect={pick}
            numberOfMonths={narrow ? 1 : 2}
            startMonth={dateFromIso(view.from)}
            endMonth={dateFromIso(view.to)}
            disabled={{ before: dateFromIso(view.from) }}
            modifiers={{
              blocked: dayList(view.blocked),
              booked: dayList(confirmed),
              requested: dayList(pending),
              off: (date) => !working.has(isoWeekday(isoFromDate(date))),
            }}
            modifiersClassNames={{
              blocked: "bg-stone-300 line-through",
              booked: "bg-emerald-200 font-semibold",
              requested: "ring-2 ring-inset ring-amber-500",
              off: "text-stone-400",
            }}
            aria-label="Your calendar"
          />
        </div>
        <BlockDatesForm range={range} onRangeUsed={clearRange} />
      </section>

      <BlockedList blocked={view.blocked} />

      <section className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-ink">Tours in your calendar</h3>
        {view.tours.length === 0 ? (
          <p className="text-sm text-stone-600">No tours yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-stone-700">
            {view.tours.map((tour) => (
              <li key={tour.reference}>
                {formatDate(tour.startDate)} to {formatDate(tour.endDate)}: {tour.packageName},{" "}
                {tour.travellers} {tour.travellers === 1 ? "traveller" : "travellers"} (
                {tour.status === "pending" ? "waiting for your answer" : "confirmed"})
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function BlockedList({ blocked }: { blocked: BlockedRange[] }) {
  const unblock = useUnblock();
  const toast = useToast();

  async function remove(block: BlockedRange) {
    try {
      await unblock.mutateAsync(block.id);
      toast.success("Those days are free again.");
    } catch (error) {
      toast.error(errorMessage(error, "We couldn't free those days. Please try again."));
    }
  }

  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-ink">Days off</h3>
      {blocked.length === 0 ? (
        <p className="text-sm text-stone-600">You have not blocked any days.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {blocked.map((block) => {
            const label = `${formatDate(block.startDate)} to ${formatDate(block.endDate)}`;
            return (
              <li
                key={block.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 text-sm shadow-sm ring-1 ring-stone-200"
              >
                <span>
                  {label}
                  {block.note && <span className="text-stone-500"> · {block.note}</span>}
                </span>
                <Button
                  variant="danger-outline"
                  size="sm"
                  onClick={() => void remove(block)}
                  disabled={unblock.isPending}
                  aria-label={`Free ${label} again`}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
