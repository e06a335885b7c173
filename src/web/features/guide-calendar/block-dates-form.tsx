import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { latestStartDate } from "@/shared/bookings/tour-dates";
import { todayInIndia } from "@/shared/dates";
import {
  type BlockedDatesFormValues,
  type BlockedDatesInput,
  blockedDatesInput,
} from "@/shared/guides/calendar-schema";
import { Button } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { bindFields } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { useBlockDates } from "./queries";

const FIELDS = ["startDate", "endDate", "note"] as const;

/** Days off: a start, an end (both included) and an optional note only the guide sees. */
export function BlockDatesForm({
  range,
  onRangeUsed,
}: {
  /** A range picked on the calendar, to fill the form with. */
  range: { startDate: string; endDate: string } | null;
  onRangeUsed: () => void;
}) {
  const { t } = useLingui();
  const block = useBlockDates();
  const toast = useToast();
  const today = todayInIndia();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<BlockedDatesFormValues, unknown, BlockedDatesInput>({
    resolver: zodResolver(blockedDatesInput),
    defaultValues: { startDate: "", endDate: "", note: "" },
  });
  const field = bindFields(register, errors);

  useEffect(() => {
    if (!range) return;
    setValue("startDate", range.startDate, { shouldValidate: true });
    setValue("endDate", range.endDate, { shouldValidate: true });
    onRangeUsed();
  }, [range, setValue, onRangeUsed]);

  async function submit(values: BlockedDatesInput) {
    try {
      await block.mutateAsync(values);
      reset();
      toast.success(t`Those days are blocked: no tour will be offered on them.`);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS))
        toast.error(errorMessage(error, t`We couldn't block those days. Please try again.`));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-start"
      aria-label={t`Block days off`}
    >
      <InputField
        label={t`First day off`}
        type="date"
        min={today}
        max={latestStartDate(today)}
        {...field("startDate")}
      />
      <InputField label={t`Last day off`} type="date" min={today} {...field("endDate")} />
      <InputField label={t`Note (only you see it)`} maxLength={120} {...field("note")} />
      <Button type="submit" className="sm:mt-6" disabled={isSubmitting} aria-busy={isSubmitting}>
        <Trans>Block these days</Trans>
      </Button>
    </form>
  );
}
