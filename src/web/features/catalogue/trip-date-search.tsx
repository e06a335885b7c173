import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { MAX_TRAVELERS } from "@/shared/bookings/schema";
import { latestStartDate } from "@/shared/bookings/tour-dates";
import { isCalendarDate, todayInIndia } from "@/shared/dates";
import { Button } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { formatDate } from "@/web/lib/format";
import type { TripDate } from "./trip-date-params";

interface TripDateSearchProps {
  trip: TripDate | undefined;
  onChange: (trip: TripDate | undefined) => void;
  /** What the search found, said aloud: "12 tours have a guide free…", or that it is checking. */
  status?: string;
}

/**
 * "When are you travelling?": a start date and the group's size narrow a list to the tours with a
 * guide free for the whole tour. The list itself does the narrowing; this only holds the inputs.
 */
export function TripDateSearch({ trip, onChange, status }: TripDateSearchProps) {
  const { t } = useLingui();
  const today = todayInIndia();
  const [date, setDate] = useState(trip?.startDate ?? "");
  const [travellers, setTravellers] = useState(String(trip?.travellers ?? 1));
  useEffect(() => {
    setDate(trip?.startDate ?? "");
    setTravellers(String(trip?.travellers ?? 1));
  }, [trip?.startDate, trip?.travellers]);

  function apply(nextDate: string, nextTravellers: string) {
    const group = Number(nextTravellers);
    const usableGroup = Number.isInteger(group) && group >= 1 && group <= MAX_TRAVELERS;
    if (nextDate === "") return onChange(undefined);
    if (!isCalendarDate(nextDate) || nextDate < today || nextDate > latestStartDate(today)) return;
    onChange({ startDate: nextDate, travellers: usableGroup ? group : 1 });
  }

  const lastDate = formatDate(latestStartDate(today));
  const dateError =
    date !== "" && isCalendarDate(date) && (date < today || date > latestStartDate(today))
      ? t`Choose a date from today to ${lastDate}.`
      : undefined;

  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-md ring-1 ring-stone-200/70">
      <legend className="float-left mb-1 text-sm font-semibold text-stone-900">
        <Trans>When are you travelling?</Trans>
      </legend>
      <div className="clear-left flex flex-wrap items-end gap-3">
        <InputField
          label={t`Travel date`}
          type="date"
          min={today}
          max={latestStartDate(today)}
          value={date}
          error={dateError}
          fieldClassName="min-w-40"
          onChange={(event) => {
            setDate(event.currentTarget.value);
            apply(event.currentTarget.value, travellers);
          }}
        />
        <InputField
          label={t`Travellers`}
          type="number"
          min={1}
          max={MAX_TRAVELERS}
          inputMode="numeric"
          value={travellers}
          fieldClassName="w-28"
          onChange={(event) => {
            setTravellers(event.currentTarget.value);
            apply(date, event.currentTarget.value);
          }}
        />
        {trip && (
          <Button variant="secondary" onClick={() => onChange(undefined)}>
            <Trans>Any date</Trans>
          </Button>
        )}
      </div>
      {status && (
        <p aria-live="polite" className="text-sm text-stone-600">
          {status}
        </p>
      )}
    </fieldset>
  );
}
