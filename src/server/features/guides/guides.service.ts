import type { Database } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { type HindiTexts, inLanguage } from "@/server/platform/localise";
import {
  ALL_LANGUAGES,
  averageRating,
  guideLanguages,
  specializationsFor,
} from "@/shared/guides/rules";
import type { GuideSearchQuery } from "@/shared/guides/search-schema";
import type { Guide, GuideSummary } from "@/shared/guides/types";
import type { Language } from "@/shared/language";
import { destinationHindiNames, guideHindiTexts } from "./guide-hindi.repo";
import { listedGuideLanguages, searchGuides } from "./guide-search.repo";
import { type GuideWithReviews, listListedGuides } from "./guides.repo";

/** A guide's texts that have Hindi (issue 15). */
const GUIDE_TEXTS = ["name", "imageAlt", "regions", "certifications", "description"] as const;

/**
 * A guide's card in the reader's language: the guide's own texts from their `hi`, the places they
 * cover by the destinations' Hindi names; what has no Hindi stays English, named in `englishFields`.
 */
function guideInLanguage<T extends GuideSummary>(
  language: Language,
  card: T,
  hi: HindiTexts | undefined,
  placeNames: Map<string, string>,
): T & { englishFields?: string[] } {
  return inLanguage(
    language,
    card,
    { ...hi, regions: card.regions.map((r) => placeNames.get(r) ?? "") },
    GUIDE_TEXTS,
  );
}

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
  language: Language = "en",
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
  const guides = rows.map(({ id: _, ...summary }) => summary);
  if (language === "en") return { guides, total };
  const ids = rows.map((row) => row.id);
  const [texts, placeNames] = await Promise.all([
    guideHindiTexts(db, ids),
    destinationHindiNames(
      db,
      rows.flatMap((row) => row.regions),
    ),
  ]);
  return {
    guides: guides.map((card, i) => guideInLanguage(language, card, texts.get(ids[i]), placeNames)),
    total,
  };
}

/** The Language filter's options: every language the listed guides speak (`guideLanguages`). */
export async function guideLanguageOptions(db: Database): Promise<string[]> {
  return guideLanguages([{ languages: await listedGuideLanguages(db) }]);
}

export async function getGuide(
  db: Database,
  sno: number,
  language: Language = "en",
): Promise<Guide> {
  const [row] = await listListedGuides(db, sno);
  if (!row) throw notFound("Guide");
  return (await guideCardsInLanguage(db, [row], language))[0];
}

/**
 * Guides' cards in the reader's language (a guide's page, a guide's own preview, the console's
 * list), the places' Hindi names read once for all of them.
 */
export async function guideCardsInLanguage(
  db: Database,
  rows: GuideWithReviews[],
  language: Language,
): Promise<Guide[]> {
  const cards = rows.map(toGuide);
  if (language === "en") return cards;
  const placeNames = await destinationHindiNames(
    db,
    rows.flatMap((row) => row.regions),
  );
  return cards.map((card, i) => guideInLanguage(language, card, rows[i].guide.hi, placeNames));
}
