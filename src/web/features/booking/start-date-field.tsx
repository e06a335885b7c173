import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { AvailableDates } from "@/shared/bookings/types";
import { Calendar } from "@/web/components/ui/calendar";
import { dateFromIso, isoFromDate } from "@/web/components/ui/calendar-days";
import { InputField } from "@/web/components/ui/field";
import { formatDate } from "@/web/lib/format";

interface StartDateFieldProps {
  registration: UseFormRegisterReturn<"startDate">;
  value: string;
  onPick: (date: string) => void;
  free: AvailableDates | undefined;
  freeSet: ReadonlySet<string>;
  error?: string;
  /** Who the calendar is for: the chosen guide's name, or none for "any guide". */
  guideName?: string;
  loading: boolean;
}

/**
 * The start date, typed or picked: the calendar offers only the days on which the whole tour
 * fits the guide's calendar (the server's answer); every other day is struck through.
 */
export function StartDateField({
  registration,
  value,
  onPick,
  free,
  freeSet,
  error,
  guideName,
  loading,
}: StartDateFieldProps) {
  const calendarId = useId();
  const { t } = useLingui();
  const picked = freeSet.has(value) ? dateFromIso(value) : undefined;
  const firstFree = free?.dates[0];
  // The month shown follows a typed date and the server's first free day, until the person pages.
  const [month, setMonth] = useState<Date>();
  useEffect(() => {
    const shown = freeSet.has(value) ? value : firstFree;
    setMonth(shown ? dateFromIso(shown) : undefined);
  }, [value, firstFree, freeSet]);
  const count = free?.dates.length ?? 0;
  const first = free?.dates[0] ? formatDate(free.dates[0]) : "";
  const summary = loading
    ? t`Checking which dates are free...`
    : !free
      ? undefined
      : count === 0
        ? guideName
          ? t`${guideName} has no free dates for this tour in the next year.`
          : t`No guide has no free dates for this tour in the next year.`
        : guideName
          ? t`${count} start dates free with ${guideName}: from ${first}. Struck-through dates are not available.`
          : t`${count} start dates free: from ${first}. Struck-through dates are not available.`;
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <InputField
        label={t`Start Date`}
        type="date"
        min={free?.from}
        max={free?.to}
        error={error}
        hint={t`Type a date or pick a free one on the calendar.`}
        {...registration}
      />
      <div className="rounded-xl border border-stone-200 p-2" aria-busy={loading}>
        <Calendar
          id={calendarId}
          mode="single"
          selected={picked}
          onSelect={(date) => date && onPick(isoFromDate(date))}
          month={month}
          onMonthChange={setMonth}
          startMonth={free ? dateFromIso(free.from) : undefined}
          endMonth={free ? dateFromIso(free.to) : undefined}
          disabled={(date) => !freeSet.has(isoFromDate(date))}
          footer={summary}
          aria-label={
            guideName ? t`Calendar of days free with ${guideName}` : t`Calendar of free days`
          }
        />
      </div>
    </div>
  );
}
