import type { Database } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import {
  ALL_LANGUAGES,
  averageRating,
  guideLanguages,
  specializationsFor,
} from "@/shared/guides/rules";
import type { GuideSearchQuery } from "@/shared/guides/search-schema";
import type { Guide, GuideSummary } from "@/shared/guides/types";
import { listedGuideLanguages, searchGuides } from "./guide-search.repo";
import { type GuideWithReviews, listListedGuides } from "./guides.repo";

export function toGuide({
  guide,
  regions,
  reviews,
  licensed,
  medianResponseMinutes,
  photo,
}: GuideWithReviews): Guide {
  return {
    sno: guide.sno,
    name: guide.name,
    image: guide.image,
    imageAlt: guide.imageAlt,
    photo,
    specialization: guide.specialization,
    experience: guide.experience,
    languages: guide.languages,
    regions,
    maxGroupSize: guide.maxGroupSize,
    certifications: guide.certifications,
    verified: guide.verified,
    featured: guide.featured,
    description: guide.description,
    isAvailable: guide.isAvailable,
    licensed,
    medianResponseMinutes,
    rating: averageRating(reviews.map((r) => r.rating)),
    reviewCount: reviews.length,
    reviews: reviews.map((r) => ({
      id: r.id,
      user: r.author,
      rating: r.rating,
      comment: r.comment,
      date: r.reviewedOn,
    })),
  };
}

/**
 * One page of the Guides screen, filtered, searched and sorted by the database. `today` is India's
 * date, for the licence rule.
 */
export async function guidePage(
  db: Database,
  query: GuideSearchQuery,
  today: string,
): Promise<{ guides: GuideSummary[]; total: number }> {
  const { rows, total } = await searchGuides(db, {
    q: query.q,
    specializations: specializationsFor(query.specialization),
    language: query.language === "" || query.language === ALL_LANGUAGES ? null : query.language,
    licensed: query.licensed,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
    today,
  });
  return { guides: rows.map(({ id: _, ...summary }) => summary), total };
}

/** The Language filter's options: every language the listed guides speak (`guideLanguages`). */
export async function guideLanguageOptions(db: Database): Promise<string[]> {
  return guideLanguages([{ languages: await listedGuideLanguages(db) }]);
}

export async function getGuide(db: Database, sno: number): Promise<Guide> {
  const [row] = await listListedGuides(db, sno);
  if (!row) throw notFound("Guide");
  return toGuide(row);
}
