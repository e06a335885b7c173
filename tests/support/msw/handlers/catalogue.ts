import { notFound } from "@tests/support/msw/respond";
import { HttpResponse, http } from "msw";
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
  catalogue.packages(),
  catalogue.packageDetail(),
  catalogue.guides(),
  catalogue.guide(),
];
