import type { Database } from "@/server/db/client";
import { dateSearch } from "@/server/features/bookings/availability.service";
import { orNotFound } from "@/server/http/errors";
import { type HindiTexts, inLanguage } from "@/server/platform/localise";
import { ALL_DIFFICULTIES } from "@/shared/catalogue/package-filters";
import type { PackageSearchQuery } from "@/shared/catalogue/package-search-schema";
import { ALL_INTERESTS, ALL_REGIONS, packageIdFor } from "@/shared/catalogue/rules";
import type { DestinationSearchQuery } from "@/shared/catalogue/search-schema";
import type { PackageDetail, PackagePage, PackageSummary } from "@/shared/catalogue/types";
import type { Difficulty } from "@/shared/constants";
import { TAX_RATE } from "@/shared/constants";
import type { Language } from "@/shared/language";
import type { PackageDetailRow, PackageRow } from "./catalogue.repo";
import * as repo from "./catalogue.repo";
import { searchDestinations } from "./destination-search.repo";
import { searchPackages } from "./package-search.repo";

const roundToTenth = (n: number) => Math.round(n * 10) / 10;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The text fields of a package card that have Hindi (issue 15). */
const SUMMARY_TEXTS = [
  "name",
  "destinationName",
  "regions",
  "highlights",
  "bestSeason",
  "imageAlt",
] as const satisfies readonly (keyof PackageSummary)[];

/** A card's Hindi texts, gathered from the package's and its destination's `hi`. */
function summaryHindi({ package: pkg, destination }: PackageRow): HindiTexts {
  const place = new Map([
    [destination.name, destination.hi.name],
    [destination.state, destination.hi.state],
  ]);
  return {
    name: pkg.hi.name,
    destinationName: destination.hi.name,
    // The region's name is the interface's word (North, South…), the places are the catalogue's.
    regions: [...new Set([destination.name, destination.state, destination.region])].map((r) =>
      place.has(r) ? (place.get(r) as string) : r,
    ),
    highlights: pkg.hi.highlights,
    bestSeason: pkg.season ? pkg.hi.season : destination.hi.bestSeason,
    imageAlt: pkg.hi.imageAlt,
  };
}

/** The package view model (spec §3): type is the interests joined with " & ". */
export function toPackageSummary(row: PackageRow, language: Language = "en"): PackageSummary {
  return inLanguage(language, englishSummary(row), summaryHindi(row), SUMMARY_TEXTS);
}

function englishSummary(row: PackageRow): PackageSummary {
  const { package: pkg, destination } = row;
  return {
    id: packageIdFor(pkg.srNo),
    srNo: pkg.srNo,
    name: pkg.name,
    destinationName: destination.name,
    type: destination.interests.map(capitalise).join(" & "),
    regions: [...new Set([destination.name, destination.state, destination.region])],
    rating: roundToTenth(row.reviewAverage ?? destination.rating),
    reviewCount: row.reviewCount,
    highlights: pkg.highlights,
    price: pkg.price,
    durationDays: pkg.durationDays,
    bestSeason: pkg.season ?? destination.bestSeason,
    difficulty: pkg.difficulty as Difficulty,
    image: pkg.image,
    imageAlt: pkg.imageAlt,
    photo: row.photo,
  };
}

/**
 * A package's page in the reader's language: in Hindi every text with its Hindi where the row has
 * it, each item naming the fields left in English (`englishFields`).
 */
export function toPackageDetail(row: PackageDetailRow, language: Language = "en"): PackageDetail {
  const hi = (item: { hi: HindiTexts }) => item.hi;
  const detail = englishDetail(row);
  if (language === "en") return detail;
  return {
    ...inLanguage(
      language,
      detail,
      {
        ...summaryHindi(row),
        ...pick(hi(row.package), ["description", "inclusions", "exclusions"]),
      },
      [...SUMMARY_TEXTS, "description", "inclusions", "exclusions"],
    ),
    itinerary: detail.itinerary.map((d, i) =>
      inLanguage(language, d, hi(row.itinerary[i]), ["title", "description", "stay"]),
    ),
    accommodation: detail.accommodation.map((a, i) =>
      inLanguage(language, a, hi(row.accommodation[i]), [
        "name",
        "type",
        "location",
        "description",
      ]),
    ),
    costItems: detail.costItems.map((c, i) =>
      inLanguage(language, c, hi(row.costItems[i]), ["label"]),
    ),
    gallery: detail.gallery.map((g, i) =>
      inLanguage(language, g, hi(row.gallery[i]), ["alt", "caption"]),
    ),
    closures: detail.closures.map((c, i) =>
      inLanguage(language, c, hi(row.closures[i]), ["reason"]),
    ),
  };
}

const pick = (texts: HindiTexts, fields: readonly string[]): HindiTexts =>
  Object.fromEntries(fields.map((f) => [f, texts[f]]));

function englishDetail(row: PackageDetailRow): PackageDetail {
  const subtotal = row.costItems.reduce((sum, item) => sum + item.amount, 0);
  return {
    ...englishSummary(row),
    description: row.package.description,
    itinerary: row.itinerary.map((d) => ({
      day: d.dayNumber,
      title: d.title,
      description: d.description,
      meals: d.meals,
      stay: d.stay,
    })),
    accommodation: row.accommodation.map((a) => ({
      name: a.name,
      type: a.type,
      location: a.location,
      nights: a.nights,
      description: a.description,
    })),
    costItems: row.costItems.map((c) => ({ label: c.label, amount: c.amount })),
    subtotal,
    taxRate: TAX_RATE,
    tax: row.package.price - subtotal,
    inclusions: row.package.inclusions,
    exclusions: row.package.exclusions,
    gallery: row.gallery.map((g) => ({
      image: g.image,
      alt: g.alt,
      caption: g.caption,
      photo: g.photo,
    })),
    reviews: row.reviews.map((r) => ({
      id: r.id,
      author: r.author,
      rating: r.rating,
      comment: r.comment,
      date: r.reviewedOn,
    })),
    closures: row.closures.map((c) => ({
      startsOn: c.startsOn,
      endsOn: c.endsOn,
      reason: c.reason,
    })),
  };
}

/** A published package's page; with `anyStatus` (an admin's preview) a draft's too. */
export async function packageDetail(
  db: Database,
  srNo: number,
  { anyStatus = false, language = "en" }: { anyStatus?: boolean; language?: Language } = {},
): Promise<PackageDetail> {
  return toPackageDetail(
    orNotFound(await repo.findPackageBySrNo(db, srNo, { anyStatus }), "Package"),
    language,
  );
}

/**
 * One page of the Destinations screen, filtered, searched and sorted by the database. With a start
 * date, only destinations with a guide free for the whole tour (the search by date).
 */
export async function destinationPage(
  db: Database,
  query: DestinationSearchQuery,
  language: Language = "en",
): Promise<{ body: string; total: number }> {
  const onDate = dateSearch(query);
  if (onDate === "none") return { body: "[]", total: 0 };
  return searchDestinations(db, {
    q: query.q,
    region: query.region === ALL_REGIONS ? null : query.region,
    interest: query.interest === ALL_INTERESTS ? null : query.interest,
    min: query.min,
    max: query.max,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
    onDate,
    language,
  });
}

/**
 * One page of the Packages screen, filtered, searched and sorted by the database. With a start
 * date, only packages with a guide free for the whole tour (the search by date).
 */
export async function packagePage(
  db: Database,
  query: PackageSearchQuery,
  language: Language = "en",
): Promise<PackagePage> {
  const onDate = dateSearch(query);
  if (onDate === "none") return { packages: [], total: 0 };
  const { srNos: page, total } = await searchPackages(db, {
    q: query.q,
    region: query.region === ALL_REGIONS ? null : query.region,
    difficulty: query.difficulty === ALL_DIFFICULTIES ? null : query.difficulty,
    min: query.min,
    max: query.max ?? null,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
    onDate,
  });
  const rows = page.length ? await repo.packagesBySrNo(db, page) : [];
  const bySrNo = new Map(rows.map((row) => [row.package.srNo, toPackageSummary(row, language)]));
  // A package deleted between the two reads is left out rather than failing the page.
  return {
    packages: page.flatMap((srNo) => bySrNo.get(srNo) ?? []),
    total,
  };
}
