import { notFound } from "@tests/support/msw/respond";
import { HttpResponse, http } from "msw";
import {
  type DestinationFilters,
  type DestinationSort,
  filterDestinations,
  type InterestFilter,
  type RegionFilter,
} from "@/shared/catalogue/rules";
import type { Destination, PackageDetail, PackageSummary } from "@/shared/catalogue/types";
import {
  filterGuides,
  type GuideFilters,
  type GuideSort,
  type GuideSpecializationFilter,
  guideLanguages,
} from "@/shared/guides/rules";
import type { Guide } from "@/shared/guides/types";
import {
  guideFixtures,
  makeDestinations,
  makePackageDetail,
  makePackageSummary,
} from "@/web/features/catalogue/testing/fixtures";

/** The public catalogue reads; each factory answers from the fixtures unless given a list. */
export const catalogue = {
  /**
   * GET /api/destinations/search, answered by the screen's own rules over `destinations`; with a
   * start date, `free` says which destinations have a guide free (none unless given).
   */
  destinationSearch: (
    destinations: Destination[] = makeDestinations(),
    free: (startDate: string, travellers: number) => number[] = () => [],
  ) =>
    http.get("/api/destinations/search", ({ request }) => {
      const p = new URL(request.url).searchParams;
      const filters: DestinationFilters = {
        search: p.get("q") ?? "",
        region: (p.get("region") ?? "All Regions") as RegionFilter,
        interest: (p.get("interest") ?? "All Interests") as InterestFilter,
        minPrice: Number(p.get("min") ?? 0),
        maxPrice: Number(p.get("max") ?? 100000),
        sort: (p.get("sort") ?? "popularity") as DestinationSort,
      };
      let matches = filterDestinations(destinations, filters);
      const startDate = p.get("startDate");
      if (startDate) {
        const open = new Set(free(startDate, Number(p.get("travellers") ?? 1)));
        matches = matches.filter((d) => open.has(d.srNo));
      }
      const offset = Number(p.get("offset") ?? 0);
      const limit = Number(p.get("limit") ?? 6);
      return HttpResponse.json({
        destinations: matches.slice(offset, offset + limit),
        total: matches.length,
      });
    }),
  /**
   * GET /api/packages/search over `packages`: the filters as the server applies them, a simple
   * substring search, and the sorts; with a start date, `free` says which package numbers have a
   * guide free (none unless given).
   */
  packageSearch: (
    packages: PackageSummary[] = [makePackageSummary(1, "Agra: The Taj and Beyond")],
    free: (startDate: string, travellers: number) => number[] = () => [],
  ) =>
    http.get("/api/packages/search", ({ request }) => {
      const p = new URL(request.url).searchParams;
      const q = (p.get("q") ?? "").toLowerCase();
      const region = p.get("region") ?? "All Regions";
      const difficulty = p.get("difficulty") ?? "All Difficulties";
      const min = Number(p.get("min") ?? 0);
      const max = p.has("max") ? Number(p.get("max")) : Number.POSITIVE_INFINITY;
      const startDate = p.get("startDate");
      const open = startDate ? new Set(free(startDate, Number(p.get("travellers") ?? 1))) : null;
      const sorts: Record<string, (a: PackageSummary, b: PackageSummary) => number> = {
        "price-asc": (a, b) => a.price - b.price,
        "price-desc": (a, b) => b.price - a.price,
        duration: (a, b) => a.durationDays - b.durationDays,
        rating: (a, b) => b.rating - a.rating,
        alphabetical: (a, b) => a.name.localeCompare(b.name),
      };
      const matches = packages
        .filter(
          (pkg) =>
            `${pkg.name} ${pkg.destinationName}`.toLowerCase().includes(q) &&
            (region === "All Regions" || pkg.regions.includes(region)) &&
            (difficulty === "All Difficulties" || pkg.difficulty === difficulty) &&
            pkg.price >= min &&
            pkg.price <= max &&
            (!open || open.has(pkg.srNo)),
        )
        .sort((a, b) => sorts[p.get("sort") ?? ""]?.(a, b) || a.srNo - b.srNo);
      const offset = Number(p.get("offset") ?? 0);
      const limit = Number(p.get("limit") ?? 6);
      return HttpResponse.json({
        packages: matches.slice(offset, offset + limit),
        total: matches.length,
      });
    }),
  /** One package by id; any other id is unknown, as on the server. */
  packageDetail: (detail: PackageDetail = makePackageDetail()) =>
    http.get("/api/packages/:id", ({ params }) =>
      params.id === detail.id ? HttpResponse.json({ package: detail }) : notFound(),
    ),
  /**
   * GET /api/guides/search, answered by the screen's own rules over `guides` (their reviews left
   * out, as the server does); `languages` is every language they speak.
   */
  guideSearch: (guides: Guide[] = guideFixtures) =>
    http.get("/api/guides/search", ({ request }) => {
      const p = new URL(request.url).searchParams;
      const filters: GuideFilters = {
        search: p.get("q") ?? "",
        specialization: (p.get("specialization") ?? "all") as GuideSpecializationFilter,
        language: p.get("language") ?? "all",
        licensedOnly: p.get("licensed") === "true",
        sort: (p.get("sort") ?? "rating") as GuideSort,
      };
      const matches = filterGuides(guides, filters);
      const offset = Number(p.get("offset") ?? 0);
      const limit = Number(p.get("limit") ?? 12);
      return HttpResponse.json({
        guides: matches.slice(offset, offset + limit).map(({ reviews: _, ...summary }) => summary),
        total: matches.length,
        languages: guideLanguages(guides),
      });
    }),
  /** One guide by sno; an unknown sno answers 404. */
  guide: (guides: Pick<Guide, "sno" | "name">[] = guideFixtures) =>
    http.get("/api/guides/:sno", ({ params }) => {
      const guide = guides.find((g) => String(g.sno) === params.sno);
      return guide ? HttpResponse.json({ guide }) : notFound();
    }),
};

export const catalogueDefaults = [
  catalogue.destinationSearch(),
  catalogue.packageSearch(),
  catalogue.packageDetail(),
  catalogue.guideSearch(),
  catalogue.guide(),
];
