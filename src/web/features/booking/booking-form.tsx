import { zodResolver } from "@hookform/resolvers/zod";
import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import {
  type CreateBookingFormValues,
  type CreateBookingInput,
  createBookingInput,
  MAX_TRAVELERS,
} from "@/shared/bookings/schema";
import { tourEndDate } from "@/shared/bookings/tour-dates";
import type { AvailableGuide, BookingView } from "@/shared/bookings/types";
import { isCalendarDate, todayInIndia } from "@/shared/dates";
import { Button } from "@/web/components/ui/button";
import {
  EmailField,
  Field,
  InputField,
  NameField,
  PhoneField,
  TextareaField,
} from "@/web/components/ui/field";
import { bindFields } from "@/web/components/ui/form";
import { AlertIcon } from "@/web/components/ui/icons";
import { Select } from "@/web/components/ui/input";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { ApiError } from "@/web/lib/api";
import { formatDate, formatRupees } from "@/web/lib/format";
import { bookingKeys } from "@/web/lib/query-keys";
import { useCurrentUser } from "@/web/lib/use-current-user";
import { groupTooLargeMessage, tourLengthText } from "./booking-dates";
import type { BookablePackage } from "./booking-modal";
import { useAvailableDates, useAvailableGuides, useCreateBooking } from "./queries";
import { StartDateField } from "./start-date-field";

const FORM_FIELDS = [
  "guideSno",
  "fullName",
  "email",
  "phone",
  "startDate",
  "endDate",
  "numberOfTravelers",
  "notes",
] as const satisfies readonly (keyof CreateBookingFormValues)[];

function guideOptionLabel(guide: AvailableGuide): string {
  const label = `#${guide.sno} — ${guide.name} (${guide.rating.toFixed(1)}★)`;
  return guide.licensed ? t`${label} · Licensed` : label;
}

interface BookingFormContext {
  maxGroupSizeOf: (guideSno: number) => number | undefined;
  /** The chosen guide's free start dates, once the server has said; a typed date must be one. */
  isFreeStart: (date: string) => boolean | undefined;
  guideNameOf: (guideSno: number) => string | undefined;
}

const schemaResolver = zodResolver(createBookingInput);

/** The shared schema, plus what only the server's lists know: group limits and free dates. */
const bookingResolver: Resolver<
  CreateBookingFormValues,
  BookingFormContext,
  CreateBookingInput
> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = { ...result.errors };
  const limit = context?.maxGroupSizeOf(values.guideSno);
  if (limit !== undefined && !errors.numberOfTravelers && values.numberOfTravelers > limit)
    errors.numberOfTravelers = { type: "maxGroupSize", message: groupTooLargeMessage(limit) };
  if (!errors.startDate && context?.isFreeStart(values.startDate) === false) {
    const who = context.guideNameOf(values.guideSno);
    errors.startDate = {
      type: "calendar",
      message: who
        ? t`${who} is not free for the whole tour from this date. Please pick a date that is not struck through on the calendar.`
        : t`The guide is not free for the whole tour from this date. Please pick a date that is not struck through on the calendar.`,
    };
  }
  return Object.keys(errors).length === Object.keys(result.errors).length
    ? result
    : { values: {}, errors };
};

const wholeTravellers = (n: unknown): n is number =>
  typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= MAX_TRAVELERS;

export function BookingForm({
  pkg,
  idempotencyKey,
  onBooked,
}: {
  pkg: BookablePackage;
  idempotencyKey: string;
  onBooked: (booking: BookingView) => void;
}) {
  const { user } = useCurrentUser();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const createBooking = useCreateBooking();
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const [licensedOnly, setLicensedOnly] = useState(false);
  const inFlight = useRef(false);
  const totalId = useId();
  const today = todayInIndia();
  const guidesRef = useRef<AvailableGuide[]>([]);
  const freeRef = useRef<ReadonlySet<string> | null>(null);

  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CreateBookingFormValues, BookingFormContext, CreateBookingInput>({
    resolver: bookingResolver,
    context: {
      maxGroupSizeOf: (sno) => guidesRef.current.find((g) => g.sno === sno)?.maxGroupSize,
      isFreeStart: (date) => (freeRef.current ? freeRef.current.has(date) : undefined),
      guideNameOf: (sno) => guidesRef.current.find((g) => g.sno === sno)?.name,
    },
    defaultValues: {
      packageId: pkg.id,
      guideSno: Number.NaN,
      fullName: user?.name ?? "",
      email: user?.email ?? "",
      phone: "",
      startDate: "",
      endDate: "",
      numberOfTravelers: 1,
      notes: "",
      idempotencyKey,
    },
  });
  const field = bindFields(register, errors);

  const [travelers, startDate, endDate, guideSno] = useWatch({
    control,
    name: ["numberOfTravelers", "startDate", "endDate", "guideSno"],
  });
  const travellers = wholeTravellers(travelers) ? travelers : undefined;
  const chosenStart = isCalendarDate(startDate) && startDate >= today ? startDate : undefined;
  const filter = { startDate: chosenStart, travellers, licensed: licensedOnly };
  const guidesQuery = useAvailableGuides(pkg.id, filter);
  const guides = guidesQuery.data ?? [];
  guidesRef.current = guides;
  const chosenGuide = guides.find((g) => g.sno === guideSno);
  const checkingGuides = guidesQuery.isPlaceholderData;

  const datesQuery = useAvailableDates(pkg.id, chosenGuide?.sno, filter);
  const free = datesQuery.isPlaceholderData ? undefined : datesQuery.data;
  const freeSet = useMemo(() => new Set(free?.dates ?? []), [free]);
  freeRef.current = free ? freeSet : null;
  const durationDays = datesQuery.data?.durationDays;

  // Keep the traveller's choice while it is still free; otherwise fall back to the first match.
  useEffect(() => {
    const list = guidesQuery.data;
    if (!list) return;
    const current = getValues("guideSno");
    if (!list.some((g) => g.sno === current)) setValue("guideSno", list[0]?.sno ?? Number.NaN);
  }, [guidesQuery.data, getValues, setValue]);

  // The end date follows the package: the start plus its length, never typed.
  useEffect(() => {
    const next = chosenStart && durationDays ? tourEndDate(chosenStart, durationDays) : "";
    if (getValues("endDate") !== next) setValue("endDate", next);
  }, [chosenStart, durationDays, getValues, setValue]);

  async function submit(values: CreateBookingInput) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      onBooked(await createBooking.mutateAsync({ ...values, idempotencyKey }));
    } catch (error) {
      applyFieldErrors(error, setError, FORM_FIELDS);
      if (error instanceof ApiError && error.code === "GUIDE_BOOKED") {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.availableGuides });
        void queryClient.invalidateQueries({ queryKey: bookingKeys.availableDates });
      }
      const detail = errorMessage(error, "");
      setFailure({ detail: detail || null });
    } finally {
      inFlight.current = false;
    }
  }

  const destination = pkg.destinationName;
  const group = travellers && travellers > 1 ? t` for a group of ${travellers}` : "";
  const start = chosenStart ? formatDate(chosenStart) : "";
  const end = endDate ? formatDate(endDate) : "";
  const period = end ? t`from ${start} to ${end}` : t`from ${start}`;
  const noGuideText = chosenStart
    ? licensedOnly
      ? t`No licensed guide who covers ${destination} is free${group} ${period}. Please try other dates, or contact us and we will find one for you.`
      : t`No guide who covers ${destination} is free${group} ${period}. Please try other dates, or contact us and we will find one for you.`
    : licensedOnly
      ? t`No licensed guide who covers ${destination} is available${group} right now. Please contact us and we will find one for you.`
      : t`No guide who covers ${destination} is available${group} right now. Please contact us and we will find one for you.`;
  const guideHint = guidesQuery.isPending
    ? undefined
    : checkingGuides
      ? t`Checking which guides are free on those dates...`
      : guides.length === 0 && !guidesQuery.isError
        ? noGuideText
        : chosenStart
          ? t`Guides free for your whole tour.`
          : t`Pick a start date to see who is free for the whole tour.`;
  const loadError = guidesQuery.error?.message ?? "";
  const guideError =
    errors.guideSno?.message ??
    (guidesQuery.isError && guides.length === 0
      ? t`We couldn't load the guides for this tour. ${loadError}`
      : undefined);
  const cannotSubmit =
    isSubmitting || guidesQuery.isPending || checkingGuides || guides.length === 0;
  const validTravelers = travellers !== undefined;
  const maxGroupSize = chosenGuide?.maxGroupSize;
  const tourLength = durationDays ? tourLengthText(durationDays) : "";
  const perPerson = formatRupees(pkg.price);

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      {failure && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:col-span-2"
        >
          <AlertIcon className="h-5 w-5 shrink-0 text-red-600" />
          <div>
            <p className="font-semibold">
              <Trans>Error booking package. Please try again.</Trans>
            </p>
            {failure.detail && <p className="mt-1">{failure.detail}</p>}
          </div>
        </div>
      )}

      <NameField {...field("fullName")} />
      <EmailField {...field("email")} />
      <PhoneField {...field("phone")} />
      <InputField
        label={t`Number of Travelers`}
        error={errors.numberOfTravelers?.message}
        hint={chosenGuide ? t`Up to ${maxGroupSize} people with this guide.` : undefined}
        type="number"
        min={1}
        max={MAX_TRAVELERS}
        step={1}
        inputMode="numeric"
        {...register("numberOfTravelers", { valueAsNumber: true })}
      />

      <Field
        label={t`Select a Guide`}
        className="sm:col-span-2"
        error={guideError}
        hint={guideHint}
      >
        <Select
          disabled={guides.length === 0}
          aria-busy={guidesQuery.isFetching}
          {...register("guideSno", { valueAsNumber: true, deps: ["numberOfTravelers"] })}
        >
          {guides.length === 0 && (
            <option value="">
              {guidesQuery.isPending ? t`Loading guides...` : t`No guides available`}
            </option>
          )}
          {guides.map((guide) => (
            <option key={guide.sno} value={guide.sno}>
              {guideOptionLabel(guide)}
            </option>
          ))}
        </Select>
      </Field>
      <label className="-mt-2 flex items-center gap-2 text-sm text-stone-700 sm:col-span-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={licensedOnly}
          onChange={(event) => setLicensedOnly(event.target.checked)}
        />
        <Trans>Licensed guides only</Trans>
      </label>
      {guidesQuery.isError && guides.length === 0 && (
        <div className="-mt-2 sm:col-span-2">
          <Button variant="secondary" onClick={() => void guidesQuery.refetch()}>
            <Trans>Try loading the guides again</Trans>
          </Button>
        </div>
      )}

      <StartDateField
        registration={register("startDate")}
        value={startDate}
        onPick={(date) => setValue("startDate", date, { shouldValidate: true })}
        free={free}
        freeSet={freeSet}
        error={errors.startDate?.message}
        guideName={chosenGuide?.name}
        loading={datesQuery.isFetching}
      />
      <InputField
        label={t`End Date`}
        type="date"
        readOnly
        fieldClassName="sm:col-span-2"
        error={errors.endDate?.message}
        hint={
          durationDays
            ? t`${tourLength}: the end date follows the start date.`
            : t`The end date follows the start date.`
        }
        {...register("endDate")}
      />

      <TextareaField
        label={t`Special Requirements`}
        fieldClassName="sm:col-span-2"
        hint={t`Optional: dietary needs, accessibility, celebrations…`}
        rows={4}
        {...field("notes")}
      />

      <div className="flex flex-col gap-1 rounded-xl bg-brand-50 p-4 sm:col-span-2">
        <p id={totalId} className="text-sm font-medium text-stone-700">
          <Trans>Total Price</Trans>
        </p>
        <output
          aria-labelledby={totalId}
          aria-live="polite"
          className="text-2xl font-bold text-brand-800"
        >
          {validTravelers ? formatRupees(pkg.price * travelers) : "—"}
        </output>
        <p className="text-xs text-stone-600">
          {travellers !== undefined
            ? plural(travellers, {
                one: `Estimate: ${perPerson} per person × # traveler. The final price is confirmed when the booking is made.`,
                other: `Estimate: ${perPerson} per person × # travelers. The final price is confirmed when the booking is made.`,
              })
            : t`Estimate: ${perPerson} per person × — travelers. The final price is confirmed when the booking is made.`}
        </p>
      </div>

      <div className="sm:col-span-2">
        <Button
          type="submit"
          disabled={cannotSubmit}
          aria-busy={isSubmitting}
          className="w-full py-3 text-base"
        >
          <Trans>Confirm Booking</Trans>
        </Button>
      </div>
    </form>
  );
}
