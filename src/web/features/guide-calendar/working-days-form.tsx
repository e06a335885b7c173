import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { formatWeekday } from "@/web/lib/format";
import { useSaveWorkingDays } from "./queries";

/** ISO weekdays 1 (Monday) to 7 (Sunday). */
const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Seven labelled checkboxes: the weekdays the guide works. */
export function WorkingDaysForm({ workingDays }: { workingDays: number[] }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === "hi" ? "hi" : "en";
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
    // The schema's rule (WORKING_DAYS_MESSAGE in src/shared/guides/calendar-schema.ts), checked here first.
    if (days.size === 0) return setError(t`Choose at least one working day`);
    try {
      await save.mutateAsync([...days].sort());
      toast.success(t`Working days saved.`);
    } catch (failure) {
      setError(errorMessage(failure, t`We couldn't save your working days. Please try again.`));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset aria-describedby="working-days-hint">
        <legend className="text-base font-semibold text-ink">
          <Trans>Working days</Trans>
        </legend>
        <p id="working-days-hint" className="mt-1 text-sm text-stone-600">
          <Trans>
            A tour needs you on every one of its days, so travellers are offered only tours that fit
            your week.
          </Trans>
        </p>
        <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          {ISO_WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={days.has(day)}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              {formatWeekday(day, language)}
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
        <Trans>Save working days</Trans>
      </Button>
    </form>
  );
}
