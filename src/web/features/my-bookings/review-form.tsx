import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { type ReviewForm as ReviewFormOutput, reviewForm } from "@/shared/bookings/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { TextareaField } from "@/web/components/ui/field";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { useSubmissionKey } from "@/web/lib/use-submission-key";
import { HalfStarRating } from "./half-star-rating";
import { useReviewBooking } from "./queries";

type ReviewFormValues = z.input<typeof reviewForm>;

interface ReviewFormProps {
  bookingId: string;
  guideName: string;
  onReviewed: () => void;
  onCancel: () => void;
}

/** One review of the guide for a completed booking: half-star rating and a comment. */
export function ReviewForm({ bookingId, guideName, onReviewed, onCancel }: ReviewFormProps) {
  const { t } = useLingui();
  const review = useReviewBooking(bookingId);
  const [failure, setFailure] = useState<string | null>(null);
  const submission = useSubmissionKey();
  const firstFocus = useRef<HTMLHeadingElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, ReviewFormOutput>({
    resolver: zodResolver(reviewForm),
    defaultValues: { comment: "" },
  });

  useEffect(() => firstFocus.current?.focus(), []);

  async function submit(values: ReviewFormOutput) {
    setFailure(null);
    try {
      await review.mutateAsync({ ...values, idempotencyKey: submission.keyFor(values) });
      submission.succeeded();
      onReviewed();
    } catch (error) {
      applyFieldErrors(error, setError, ["rating", "comment"]);
      setFailure(errorMessage(error, t`Your review could not be sent. Please try again.`));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="mt-4 space-y-4 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <h3 ref={firstFocus} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
        <Trans>
          How was your tour with <span translate="no">{guideName}</span>?
        </Trans>
      </h3>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <HalfStarRating
            legend={t`Your rating`}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextareaField
        label={t`Comment`}
        error={errors.comment?.message}
        rows={4}
        {...register("comment")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          <Trans>Submit review</Trans>
        </Button>
        <Button onClick={onCancel} variant="secondary">
          <Trans>Not now</Trans>
        </Button>
      </div>
    </form>
  );
}
