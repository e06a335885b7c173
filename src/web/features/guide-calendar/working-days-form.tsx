import { useEffect, useState } from "react";
import { WEEKDAY_NAMES } from "@/shared/bookings/tour-dates";
import { WORKING_DAYS_MESSAGE } from "@/shared/guides/calendar-schema";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { useSaveWorkingDays } from "./queries";

/** Seven labelled checkboxes: the weekdays the guide works. */
export function WorkingDaysForm({ workingDays }: { workingDays: number[] }) {
  const [days, setDays] = useState(() => new Set(workingDays));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveWorkingDays();
  const toast = useToast();
  useEffect(() => setDays(new Set(workingDays)), [workingDays]);

  function toggle(day: number, on: boolean) {
    setDays((current) => {
      const next = new Set(current);
      if (on) next.add(day);
      else next.delete(day);
      return next;
    });
    setError(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (days.size === 0) return setError(WORKING_DAYS_MESSAGE);
    try {
      await save.mutateAsync([...days].sort());
      toast.success("Working days saved.");
    } catch (failure) {
      setError(errorMessage(failure, "We couldn't save your working days. Please try again."));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset aria-describedby="working-days-hint">
        <legend className="text-base font-semibold text-ink">Working days</legend>
        <p id="working-days-hint" className="mt-1 text-sm text-stone-600">
          A tour needs you on every one of its days, so travellers are offered only tours that fit
          your week.
        </p>
        <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          {WEEKDAY_NAMES.map((name, index) => (
            <label key={name} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={days.has(index + 1)}
                onChange={(event) => toggle(index + 1, event.target.checked)}
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" className="mt-3" disabled={save.isPending} aria-busy={save.isPending}>
        Save working days
      </Button>
    </form>
  );
}
