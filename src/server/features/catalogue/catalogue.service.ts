import type { Database } from "@/server/db/client";
import { dateSearch } from "@/server/features/bookings/availability.service";
import { orNotFound } from "@/server/http/errors";
import { ALL_DIFFICULTIES } from "@/shared/catalogue/package-filters";
import type { PackageSearchQuery } from "@/shared/catalogue/package-search-schema";
import { ALL_INTERESTS, ALL_REGIONS, packageIdFor } from "@/shared/catalogue/rules";
import type { DestinationSearchQuery } from "@/shared/catalogue/search-schema";
import type { PackageDetail, PackagePage, PackageSummary } from "@/shared/catalogue/types";
import type { Difficulty } from "@/shared/constants";
import { TAX_RATE } from "@/shared/constants";
import type { PackageDetailRow, PackageRow } from "./catalogue.repo";
import * as repo from "./catalogue.repo";
import { searchDestinations } from "./destination-search.repo";
import { searchPackages } from "./package-search.repo";

const roundToTenth = (n: number) => Math.round(n * 10) / 10;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The package view model (spec §3): type is the interests joined with " & ". */
export function toPackageSummary(row: PackageRow): PackageSummary {
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

export function toPackageDetail(row: PackageDetailRow): PackageDetail {
  const subtotal = row.costItems.reduce((sum, item) => sum + item.amount, 0);
  return {
    ...toPackageSummary(row),
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
    closures: row.closures,
  };
}

/** A published package's page; with `anyStatus` (an admin's preview) a draft's too. */
export async function packageDetail(
  db: Database,
  srNo: number,
  { anyStatus = false } = {},
): Promise<PackageDetail> {
  return toPackageDetail(
    orNotFound(await repo.findPackageBySrNo(db, srNo, { anyStatus }), "Package"),
  );
}

/**
 * One page of the Destinations screen, filtered, searched and sorted by the database. With a start
 * date, only destinations with a guide free for the whole tour (the search by date).
 */
export async function destinationPage(
  db: Database,
  query: DestinationSearchQuery,
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
  });
}

/**
 * One page of the Packages screen, filtered, searched and sorted by the database. With a start
 * date, only packages with a guide free for the whole tour (the search by date).
 */
export async function packagePage(db: Database, query: PackageSearchQuery): Promise<PackagePage> {
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
  const bySrNo = new Map(rows.map((row) => [row.package.srNo, toPackageSummary(row)]));
  // A package deleted between the two reads is left out rather than failing the page.
  return {
    packages: page.flatMap((srNo) => bySrNo.get(srNo) ?? []),
    total,
  };
}
