import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import {
  type CreateBookingFormValues,
  type CreateBookingInput,
  createBookingInput,
  MAX_TRAVELERS,
} from "@/shared/bookings/schema";
import type { AvailableGuide, BookingView } from "@/shared/bookings/types";
import type { PackageSummary } from "@/shared/catalogue/types";
import { todayInIndia } from "@/shared/dates";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import {
  bindFields,
  EmailField,
  Field,
  InputField,
  NameField,
  PhoneField,
  TextareaField,
} from "@/web/components/ui/field";
import { AlertIcon, CheckCircleIcon } from "@/web/components/ui/icons";
import { Select } from "@/web/components/ui/input";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { ApiError } from "@/web/lib/api";
import { formatDate, formatRupees } from "@/web/lib/format";
import { newIdempotencyKey } from "@/web/lib/idempotency-key";
import { useCurrentUser } from "@/web/lib/use-current-user";
import { bookableDateRange, groupTooLargeMessage } from "./booking-dates";
import { availableGuidesKey, useAvailableGuides, useCreateBooking } from "./queries";

export type BookablePackage = Pick<PackageSummary, "id" | "name" | "destinationName" | "price">;

interface BookingModalProps {
  open: boolean;
  onClose: () => void;
  pkg: BookablePackage;
}

export const BOOKING_SUCCESS = "Package booked successfully!";
export const BOOKING_FAILURE = "Error booking package. Please try again.";

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

/** 'Book Your Tour': the body mounts afresh (new request key, empty form) each time it opens. */
export function BookingModal({ open, onClose, pkg }: BookingModalProps) {
  return (
    <Dialog open={open} title="Book Your Tour" onClose={onClose} className="max-w-2xl">
      <BookingModalBody pkg={pkg} onClose={onClose} />
    </Dialog>
  );
}

function BookingModalBody({ pkg, onClose }: { pkg: BookablePackage; onClose: () => void }) {
  // One key per opening: a double click or a retry after a failure can never book twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [booking, setBooking] = useState<BookingView | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-semibold text-brand-800">{pkg.name}</p>
      {booking ? (
        <BookingDone booking={booking} onClose={onClose} />
      ) : (
        <BookingForm pkg={pkg} idempotencyKey={idempotencyKey} onBooked={setBooking} />
      )}
    </div>
  );
}

function BookingDone({ booking, onClose }: { booking: BookingView; onClose: () => void }) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <CheckCircleIcon className="h-12 w-12 text-emerald-600" />
      <p
        ref={headingRef}
        tabIndex={-1}
        role="status"
        className="text-lg font-semibold text-emerald-900 focus:outline-none"
      >
        {BOOKING_SUCCESS}
      </p>
      <p className="max-w-md text-sm text-stone-600">
        {booking.guide.name} will look at your request for {formatDate(booking.startDate)} to{" "}
        {formatDate(booking.endDate)} ({formatRupees(booking.price)}) and confirm it. We will e-mail
        you as soon as they do.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/my-bookings">View My Bookings</ButtonLink>
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}

function guideOptionLabel(guide: AvailableGuide): string {
  return `#${guide.sno} — ${guide.name} (${guide.rating.toFixed(1)}★)`;
}

interface BookingFormContext {
  maxGroupSizeOf: (guideSno: number) => number | undefined;
}

const schemaResolver = zodResolver(createBookingInput);

/** The shared schema, plus the chosen guide's group limit, which only the guide list knows. */
const bookingResolver: Resolver<
  CreateBookingFormValues,
  BookingFormContext,
  CreateBookingInput
> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const limit = context?.maxGroupSizeOf(values.guideSno);
  if (
    limit === undefined ||
    result.errors.numberOfTravelers ||
    !(values.numberOfTravelers > limit)
  ) {
    return result;
  }
  return {
    values: {},
    errors: {
      ...result.errors,
      numberOfTravelers: { type: "maxGroupSize", message: groupTooLargeMessage(limit) },
    },
  };
};

function BookingForm({
  pkg,
  idempotencyKey,
  onBooked,
}: {
  pkg: BookablePackage;
  idempotencyKey: string;
  onBooked: (booking: BookingView) => void;
}) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const createBooking = useCreateBooking();
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const inFlight = useRef(false);
  const totalId = useId();
  const today = todayInIndia();
  const guidesRef = useRef<AvailableGuide[]>([]);

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
  const dates = bookableDateRange(startDate, endDate, today);
  const guidesQuery = useAvailableGuides(pkg.id, dates);
  const guides = guidesQuery.data ?? [];
  guidesRef.current = guides;
  const chosenGuide = guides.find((g) => g.sno === guideSno);
  const checkingDates = guidesQuery.isPlaceholderData;

  // Keep the traveller's choice while it is still free; otherwise fall back to the first match.
  useEffect(() => {
    const list = guidesQuery.data;
    if (!list) return;
    const current = getValues("guideSno");
    if (!list.some((g) => g.sno === current)) setValue("guideSno", list[0]?.sno ?? Number.NaN);
  }, [guidesQuery.data, getValues, setValue]);

  const validTravelers =
    typeof travelers === "number" && Number.isInteger(travelers) && travelers >= 1;

  async function submit(values: CreateBookingInput) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      onBooked(await createBooking.mutateAsync({ ...values, idempotencyKey }));
    } catch (error) {
      applyFieldErrors(error, setError, FORM_FIELDS);
      if (error instanceof ApiError && error.code === "GUIDE_BOOKED") {
        void queryClient.invalidateQueries({
          queryKey: availableGuidesKey(pkg.id, dates),
        });
      }
      const detail = errorMessage(error, "");
      setFailure({ detail: detail || null });
    } finally {
      inFlight.current = false;
    }
  }

  const noGuideText = dates
    ? `No guide who covers ${pkg.destinationName} is free from ${formatDate(dates.startDate)} to ${formatDate(dates.endDate)}. Please try other dates, or contact us and we will find one for you.`
    : `No guide who covers ${pkg.destinationName} is available right now. Please contact us and we will find one for you.`;
  const guideHint = guidesQuery.isPending
    ? undefined
    : checkingDates
      ? "Checking which guides are free on those dates..."
      : guides.length === 0 && !guidesQuery.isError
        ? noGuideText
        : dates
          ? "Guides free on your dates."
          : "Choose your dates to see who is free on them.";
  const guideError =
    errors.guideSno?.message ??
    (guidesQuery.isError && guides.length === 0
      ? `We couldn't load the guides for this tour. ${guidesQuery.error.message}`
      : undefined);
  const cannotSubmit =
    isSubmitting || guidesQuery.isPending || checkingDates || guides.length === 0;

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      {failure && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:col-span-2"
        >
          <AlertIcon className="h-5 w-5 shrink-0 text-red-600" />
          <div>
            <p className="font-semibold">{BOOKING_FAILURE}</p>
            {failure.detail && <p className="mt-1">{failure.detail}</p>}
          </div>
        </div>
      )}

      <NameField {...field("fullName")} />
      <EmailField {...field("email")} />
      <PhoneField {...field("phone")} />
      <InputField
        label="Number of Travelers"
        error={errors.numberOfTravelers?.message}
        hint={chosenGuide ? `Up to ${chosenGuide.maxGroupSize} people with this guide.` : undefined}
        type="number"
        min={1}
        max={chosenGuide ? Math.min(chosenGuide.maxGroupSize, MAX_TRAVELERS) : MAX_TRAVELERS}
        step={1}
        inputMode="numeric"
        {...register("numberOfTravelers", { valueAsNumber: true })}
      />
      <InputField
        label="Start Date"
        error={errors.startDate?.message}
        type="date"
        min={today}
        {...register("startDate", { deps: ["endDate"] })}
      />
      <InputField
        label="End Date"
        type="date"
        min={startDate && startDate > today ? startDate : today}
        {...field("endDate")}
      />

      <Field label="Select a Guide" className="sm:col-span-2" error={guideError} hint={guideHint}>
        <Select
          disabled={guides.length === 0}
          aria-busy={guidesQuery.isFetching}
          {...register("guideSno", { valueAsNumber: true, deps: ["numberOfTravelers"] })}
        >
          {guides.length === 0 && (
            <option value="">
              {guidesQuery.isPending ? "Loading guides..." : "No guides available"}
            </option>
          )}
          {guides.map((guide) => (
            <option key={guide.sno} value={guide.sno}>
              {guideOptionLabel(guide)}
            </option>
          ))}
        </Select>
      </Field>
      {guidesQuery.isError && guides.length === 0 && (
        <div className="-mt-2 sm:col-span-2">
          <Button variant="secondary" onClick={() => void guidesQuery.refetch()}>
            Try loading the guides again
          </Button>
        </div>
      )}

      <TextareaField
        label="Special Requirements"
        fieldClassName="sm:col-span-2"
        hint="Optional: dietary needs, accessibility, celebrations…"
        rows={4}
        {...field("notes")}
      />

      <div className="flex flex-col gap-1 rounded-xl bg-brand-50 p-4 sm:col-span-2">
        <p id={totalId} className="text-sm font-medium text-stone-700">
          Total Price
        </p>
        <output
          aria-labelledby={totalId}
          aria-live="polite"
          className="text-2xl font-bold text-brand-800"
        >
          {validTravelers ? formatRupees(pkg.price * travelers) : "—"}
        </output>
        <p className="text-xs text-stone-600">
          Estimate: {formatRupees(pkg.price)} per person × {validTravelers ? travelers : "—"}{" "}
          {travelers === 1 ? "traveler" : "travelers"}. The final price is confirmed when the
          booking is made.
        </p>
      </div>

      <div className="sm:col-span-2">
        <Button
          type="submit"
          disabled={cannotSubmit}
          aria-busy={isSubmitting}
          className="w-full py-3 text-base"
        >
          Confirm Booking
        </Button>
      </div>
    </form>
  );
}
