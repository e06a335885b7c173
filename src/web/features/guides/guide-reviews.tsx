import { Trans, useLingui } from "@lingui/react/macro";
import type { GuideReview } from "@/shared/guides/types";
import { Stars } from "@/web/components/stars";
import { formatDate } from "@/web/lib/format";
import { useGuideReviews } from "./queries";

/** The English text, for tests: the list shows it through the catalog. */
export const NO_GUIDE_REVIEWS = "No reviews yet. Be the first to book and review this guide!";

function ReviewList({ reviews }: { reviews: GuideReview[] }) {
  if (reviews.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        <Trans>No reviews yet. Be the first to book and review this guide!</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200/70">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p translate="no" className="font-medium text-ink">
              {review.user}
            </p>
            <Stars rating={review.rating} />
          </div>
          {/* A traveller's own words, in whatever language they wrote. */}
          <p translate="no" className="mt-1.5 text-sm leading-relaxed text-stone-700">
            {review.comment}
          </p>
          <p className="mt-1.5 text-xs text-stone-500">{formatDate(review.date)}</p>
        </li>
      ))}
    </ul>
  );
}

function FetchedReviews({ sno }: { sno: number }) {
  const reviews = useGuideReviews(sno);
  if (reviews.isPending)
    return (
      <p role="status" className="text-sm text-stone-600">
        <Trans>Loading reviews...</Trans>
      </p>
    );
  if (reviews.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
        <Trans>We couldn't load the reviews.</Trans>
        <button
          type="button"
          onClick={() => void reviews.refetch()}
          className="font-semibold underline"
        >
          <Trans>Try Again</Trans>
        </button>
      </div>
    );
  return <ReviewList reviews={reviews.data} />;
}

/**
 * The 'Traveler Reviews' panel. The Guides screen's cards carry no reviews: they are asked for
 * when the panel opens. A card that has them (a guide's own preview) shows them as they are.
 */
export function GuideReviews({
  id,
  sno,
  reviews,
}: {
  id: string;
  sno: number;
  reviews?: GuideReview[];
}) {
  const { t } = useLingui();
  return (
    <section id={id} aria-label={t`Traveler Reviews`} className="rounded-xl bg-stone-50 p-4">
      <h4 className="mb-3 font-semibold text-ink">
        <Trans>Traveler Reviews</Trans>
      </h4>
      {reviews ? <ReviewList reviews={reviews} /> : <FetchedReviews sno={sno} />}
    </section>
  );
}
