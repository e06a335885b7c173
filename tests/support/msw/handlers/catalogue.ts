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
import type { Guide } from "@/shared/guides/types";
import {
  guideFixtures,
  makeDestinations,
  makePackageDetail,
  makePackageSummary,
} from "@/web/features/catalogue/testing/fixtures";

/** The public catalogue reads; each factory answers from the fixtures unless given a list. */
export const catalogue = {
  destinations: (destinations: Destination[] = makeDestinations()) =>
    http.get("/api/destinations", () => HttpResponse.json({ destinations })),
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
  packages: (packages: PackageSummary[] = [makePackageSummary(1, "Agra: The Taj and Beyond")]) =>
    http.get("/api/packages", () => HttpResponse.json({ packages })),
  /** One package by id; any other id is unknown, as on the server. */
  packageDetail: (detail: PackageDetail = makePackageDetail()) =>
    http.get("/api/packages/:id", ({ params }) =>
      params.id === detail.id ? HttpResponse.json({ package: detail }) : notFound(),
    ),
  guides: (guides: Guide[] = guideFixtures) =>
    http.get("/api/guides", () => HttpResponse.json({ guides })),
  /** One guide by sno; an unknown sno answers 404. */
  guide: (guides: Pick<Guide, "sno" | "name">[] = guideFixtures) =>
    http.get("/api/guides/:sno", ({ params }) => {
      const guide = guides.find((g) => String(g.sno) === params.sno);
      return guide ? HttpResponse.json({ guide }) : notFound();
    }),
};

export const catalogueDefaults = [
  catalogue.destinations(),
  catalogue.destinationSearch(),
  catalogue.packages(),
  catalogue.packageDetail(),
  catalogue.guides(),
  catalogue.guide(),
];
