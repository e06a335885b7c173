import type { GuideReview } from "@/shared/guides/types";
import { Stars } from "@/web/components/stars";
import { formatDate } from "@/web/lib/format";

export const NO_GUIDE_REVIEWS = "No reviews yet. Be the first to book and review this guide!";

export function GuideReviews({ id, reviews }: { id: string; reviews: GuideReview[] }) {
  return (
    <section id={id} aria-label="Traveler Reviews" className="rounded-xl bg-stone-50 p-4">
      <h4 className="mb-3 font-semibold text-ink">Traveler Reviews</h4>
      {reviews.length === 0 ? (
        <p className="text-sm text-stone-600">{NO_GUIDE_REVIEWS}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200/70"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-ink">{review.user}</p>
                <Stars rating={review.rating} />
              </div>
              <p className="mt-1.5 text-sm leading-relaxed text-stone-700">{review.comment}</p>
              <p className="mt-1.5 text-xs text-stone-500">{formatDate(review.date)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
