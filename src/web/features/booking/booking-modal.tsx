import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { PackageSummary } from "../../../shared/catalogue/types";
import {
  type CreateBookingFormValues,
  type CreateBookingInput,
  createBookingInput,
  MAX_TRAVELERS,
  todayInIndia,
} from "../../../shared/forms/booking";
import { guidesForDestination } from "../../../shared/guides/rules";
import type { Guide } from "../../../shared/guides/types";
import { buttonClass, Field, inputClass } from "../../components/ui/field";
import { AlertIcon, CheckCircleIcon } from "../../components/ui/icons";
import { Modal } from "../../components/ui/modal";
import { ApiError } from "../../lib/api";
import { formatRupees } from "../../lib/format";
import { useCurrentUser } from "../auth/use-current-user";
import { ErrorPanel } from "../catalogue/error-panel";
import { useGuides } from "../guides/queries";
import { newIdempotencyKey } from "./idempotency-key";
import { useCreateBooking } from "./queries";

export type BookablePackage = Pick<PackageSummary, "id" | "name" | "destinationName" | "price">;

interface BookingModalProps {
  open: boolean;
  onClose: () => void;
  pkg: BookablePackage;
}

export const BOOKING_SUCCESS = "Package booked successfully!";
export const BOOKING_FAILURE = "Error booking package. Please try again.";

/** 'Book Your Tour': the form mounts afresh (new request key, empty errors) each time it opens. */
export function BookingModal({ open, onClose, pkg }: BookingModalProps) {
  return (
    <Modal open={open} title="Book Your Tour" onClose={onClose} className="max-w-2xl">
      <BookingModalBody pkg={pkg} onClose={onClose} />
    </Modal>
  );
}

function BookingModalBody({ pkg, onClose }: { pkg: BookablePackage; onClose: () => void }) {
  const guides = useGuides();
  const [booked, setBooked] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-semibold text-brand-800">{pkg.name}</p>
      {booked ? (
        <BookingDone onClose={onClose} />
      ) : guides.isPending ? (
        <p role="status" className="py-8 text-center text-stone-600">
          Loading guides...
        </p>
      ) : guides.isError ? (
        <ErrorPanel
          title="We couldn't load the guides for this tour."
          message={guides.error.message}
          onRetry={() => void guides.refetch()}
        />
      ) : (
        <BookingForm pkg={pkg} guides={guides.data} onBooked={() => setBooked(true)} />
      )}
    </div>
  );
}

function BookingDone({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <CheckCircleIcon className="h-12 w-12 text-emerald-600" />
      <p role="status" className="text-lg font-semibold text-emerald-900">
        {BOOKING_SUCCESS}
      </p>
      <p className="max-w-sm text-sm text-stone-600">
        Your guide will look at the request and confirm it. We will e-mail you as soon as they do.
      </p>
      <button type="button" className={`${buttonClass.primary} mt-2`} onClick={onClose}>
        Done
      </button>
    </div>
  );
}

function guideOptionLabel(guide: Guide): string {
  return `#${guide.sno} — ${guide.name} (${guide.rating.toFixed(1)}★)`;
}

function BookingForm({
  pkg,
  guides,
  onBooked,
}: {
  pkg: BookablePackage;
  guides: Guide[];
  onBooked: () => void;
}) {
  const { user } = useCurrentUser();
  const matchingGuides = guidesForDestination(guides, pkg.destinationName);
  const createBooking = useCreateBooking();
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const totalId = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const today = todayInIndia();

  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateBookingFormValues, unknown, CreateBookingInput>({
    resolver: zodResolver(createBookingInput),
    defaultValues: {
      packageId: pkg.id,
      guideSno: matchingGuides[0]?.sno ?? Number.NaN,
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

  const travelers = useWatch({ control, name: "numberOfTravelers" });
  const startDate = useWatch({ control, name: "startDate" });
  const validTravelers =
    typeof travelers === "number" && Number.isInteger(travelers) && travelers >= 1;

  async function submit(values: CreateBookingInput) {
    setFailure(null);
    try {
      await createBooking.mutateAsync(values);
      onBooked();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in values) setError(field as keyof CreateBookingFormValues, { message });
        }
      }
      const explained = error instanceof ApiError && (error.status === 409 || error.status === 422);
      setFailure({ detail: explained ? error.message : null });
    }
  }

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

      <Field label="Full Name" error={errors.fullName?.message}>
        <input type="text" autoComplete="name" className={inputClass} {...register("fullName")} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" className={inputClass} {...register("email")} />
      </Field>
      <Field label="Phone Number" error={errors.phone?.message}>
        <input type="tel" autoComplete="tel" className={inputClass} {...register("phone")} />
      </Field>
      <Field label="Number of Travelers" error={errors.numberOfTravelers?.message}>
        <input
          type="number"
          min={1}
          max={MAX_TRAVELERS}
          step={1}
          inputMode="numeric"
          className={inputClass}
          {...register("numberOfTravelers", { valueAsNumber: true })}
        />
      </Field>
      <Field label="Start Date" error={errors.startDate?.message}>
        <input type="date" min={today} className={inputClass} {...register("startDate")} />
      </Field>
      <Field label="End Date" error={errors.endDate?.message}>
        <input
          type="date"
          min={startDate && startDate > today ? startDate : today}
          className={inputClass}
          {...register("endDate")}
        />
      </Field>

      <Field
        label="Select a Guide"
        className="sm:col-span-2"
        error={errors.guideSno?.message}
        hint={
          matchingGuides.length === 0
            ? `No guide who covers ${pkg.destinationName} is available right now. Please contact us and we will find one for you.`
            : undefined
        }
      >
        <select
          className={inputClass}
          disabled={matchingGuides.length === 0}
          {...register("guideSno", { valueAsNumber: true })}
        >
          {matchingGuides.length === 0 && <option value="">No guides available</option>}
          {matchingGuides.map((guide) => (
            <option key={guide.sno} value={guide.sno}>
              {guideOptionLabel(guide)}
            </option>
          ))}
        </select>
      </Field>

      <Field
        label="Special Requirements"
        className="sm:col-span-2"
        hint="Optional: dietary needs, accessibility, celebrations…"
        error={errors.notes?.message}
      >
        <textarea rows={4} className={inputClass} {...register("notes")} />
      </Field>

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
        <button
          type="submit"
          disabled={isSubmitting || matchingGuides.length === 0}
          className={`${buttonClass.primary} w-full py-3 text-base`}
        >
          Confirm Booking
        </button>
      </div>
    </form>
  );
}
