import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import {
  formatCertifications,
  formatLanguages,
  formatRegions,
  truncateDescription,
} from "@/shared/guides/rules";
import type { Guide, GuideSummary } from "@/shared/guides/types";
import { ResponsiveImage } from "@/web/components/responsive-image";
import { Stars } from "@/web/components/stars";
import { Badge } from "@/web/components/ui/badge";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { CheckCircleIcon, ChevronDownIcon, ShieldIcon, StarIcon } from "@/web/components/ui/icons";
import { langOf } from "@/web/lib/english-fields";
import { formatNumber } from "@/web/lib/format";
import { translateText } from "@/web/lib/i18n";
import { GuideReviews } from "./guide-reviews";
import { responseTimeLabel } from "./response-time";

export const GUIDE_PLACEHOLDER_IMAGE = "/images/guides/placeholder.svg";

interface GuideCardProps {
  /** A search result, without reviews; or a guide with them (a profile's preview). */
  guide: GuideSummary | Guide;
  expanded: boolean;
  onToggle: () => void;
  reviewsOpen: boolean;
  onToggleReviews: () => void;
}

/** Front: who the guide is. The whole front toggles the back, which has the details and reviews. */
export function GuideCard({
  guide,
  expanded,
  onToggle,
  reviewsOpen,
  onToggleReviews,
}: GuideCardProps) {
  const detailsId = useId();
  const reviewsId = useId();
  const { t } = useLingui();
  const name = guide.name;
  const reviewCount = formatNumber(guide.reviewCount);
  const years = guide.experience;
  const groupSize = guide.maxGroupSize;
  const responseTime = responseTimeLabel(guide.medianResponseMinutes);

  return (
    <article
      className={`flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 transition ${
        expanded ? "ring-2 ring-brand-600" : "ring-stone-200/70 hover:shadow-lg"
      }`}
    >
      <div className="relative flex gap-4 p-5">
        <ResponsiveImage
          photo={guide.photo}
          fallbackSrc={guide.image || GUIDE_PLACEHOLDER_IMAGE}
          fallbackWidth={400}
          fallbackHeight={400}
          sizes="96px"
          // A description the server has only in English gives way to one in the reader's words.
          alt={
            guide.imageAlt && !langOf(guide, "imageAlt") ? guide.imageAlt : t`Portrait of ${name}`
          }
          className="h-16 w-16 shrink-0 rounded-full bg-brand-50 object-cover ring-4 ring-brand-50 sm:h-24 sm:w-24"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            {guide.verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                <ShieldIcon className="h-3.5 w-3.5" />
                <Trans>Verified</Trans>
              </span>
            )}
            {guide.featured && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
                <StarIcon className="h-3.5 w-3.5" />
                <Trans>Featured</Trans>
              </span>
            )}
            {guide.licensed && (
              <Badge tone="sky" className="inline-flex items-center gap-1 ring-1 ring-sky-200">
                <CheckCircleIcon className="h-3.5 w-3.5" />
                <Trans>Licensed</Trans>
              </Badge>
            )}
          </div>
          <h3 lang={langOf(guide, "name")} className="text-xl font-semibold text-ink">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={onToggle}
              className="flex w-full items-center justify-between gap-2 text-left after:absolute after:inset-0 after:rounded-t-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-700"
            >
              {guide.name}
              <ChevronDownIcon className={`h-5 w-5 transition ${expanded ? "rotate-180" : ""}`} />
            </button>
          </h3>
          <p className="font-medium text-brand-800">{translateText(guide.specialization)}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <Stars rating={guide.rating} showValue />
            <span>
              <Trans>({reviewCount} reviews)</Trans>
            </span>
          </p>
          <dl className="grid gap-1 text-sm text-stone-700">
            <div className="flex gap-1.5">
              <dt className="text-stone-500">
                <Trans>Languages:</Trans>
              </dt>
              <dd>{translateText(formatLanguages(guide.languages.map(translateText)))}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="sr-only">
                <Trans>Experience:</Trans>
              </dt>
              <dd>
                <Trans>{years} years experience</Trans>
              </dd>
            </div>
            {responseTime && (
              <div className="flex gap-1.5">
                <dt className="sr-only">
                  <Trans>Response time:</Trans>
                </dt>
                <dd>{responseTime}</dd>
              </div>
            )}
          </dl>
          {!expanded && (
            <p
              lang={langOf(guide, "description")}
              className="text-sm leading-relaxed text-stone-700"
            >
              {truncateDescription(guide.description)}
            </p>
          )}
        </div>
      </div>

      <div
        id={detailsId}
        hidden={!expanded}
        className="flex flex-col gap-4 border-t border-stone-100 bg-brand-50/40 p-5"
      >
        {expanded && (
          <>
            <dl className="grid gap-2 text-sm text-stone-700">
              <div>
                <dt className="inline font-semibold text-ink">
                  <Trans>Regions:</Trans>{" "}
                </dt>
                <dd className="inline">{formatRegions(guide.regions)}</dd>
              </div>
              <div>
                <dt className="sr-only">
                  <Trans>Group size</Trans>
                </dt>
                <dd className="font-semibold text-ink">
                  <Trans>Group Size: Up to {groupSize} people</Trans>
                </dd>
              </div>
              <div>
                <dt className="inline font-semibold text-ink">
                  <Trans>Certifications:</Trans>{" "}
                </dt>
                <dd className="inline">{formatCertifications(guide.certifications)}</dd>
              </div>
            </dl>
            <p
              lang={langOf(guide, "description")}
              className="text-sm leading-relaxed text-stone-700"
            >
              {guide.description}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                aria-expanded={reviewsOpen}
                aria-controls={reviewsId}
                onClick={onToggleReviews}
                variant="secondary"
              >
                {reviewsOpen ? <Trans>Hide Reviews</Trans> : <Trans>Show Reviews</Trans>}
              </Button>
              <ButtonLink to={`/contact-us?guide=${guide.sno}`}>
                <Trans>Book This Guide</Trans>
              </ButtonLink>
            </div>
            {reviewsOpen && (
              <GuideReviews
                id={reviewsId}
                sno={guide.sno}
                reviews={"reviews" in guide ? guide.reviews : undefined}
              />
            )}
          </>
        )}
      </div>
    </article>
  );
}
