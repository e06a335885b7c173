import { apiError, notFound } from "@tests/support/msw/respond";
import { HttpResponse, http } from "msw";
import type { ContentStatus } from "@/shared/content/schema";
import type { AdminDestination, AdminPackage } from "@/shared/content/types";
import { publicDestination, publicPackage } from "./content-fixtures";

/** What the fake admin API holds; tests read it to see what changed. */
export interface ContentState {
  destinations: AdminDestination[];
  packages: AdminPackage[];
}

const TARGET = { publish: "published", unpublish: "unpublished", archive: "archived" } as const;
const CHANGED_AT = "2025-08-01T10:00:00.000Z";

/** One page of `rows` filtered as the server does: by name and status, newest change first. */
function listed<T extends { name: string; status: ContentStatus; updatedAt: string }>(
  rows: T[],
  request: Request,
) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.toLowerCase() ?? "";
  const status = url.searchParams.get("status") ?? "all";
  const page = Number(url.searchParams.get("page") ?? 1);
  const pageSize = Number(url.searchParams.get("pageSize") ?? 20);
  const found = rows
    .filter((r) => r.name.toLowerCase().includes(q) && (status === "all" || r.status === status))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return {
    rows: found.slice((page - 1) * pageSize, page * pageSize),
    total: found.length,
    page,
    pageSize,
  };
}

/**
 * The admin content API over `state`, like the server: new entries are drafts, status actions
 * follow its rules, and an entry with bookings cannot be deleted.
 */
export function contentApi(state: ContentState) {
  const destination = (srNo: unknown) => state.destinations.find((d) => d.srNo === Number(srNo));
  const pkg = (srNo: unknown) => state.packages.find((p) => p.srNo === Number(srNo));
  const replace = <T extends { srNo: number }>(rows: T[], next: T) =>
    rows.map((row) => (row.srNo === next.srNo ? next : row));

  return [
    http.get("/api/admin/destinations", ({ request }) => {
      const { rows, ...page } = listed(state.destinations, request);
      return HttpResponse.json({ destinations: rows, ...page });
    }),
    http.get("/api/admin/destinations/:srNo", ({ params }) => {
      const found = destination(params.srNo);
      return found ? HttpResponse.json({ destination: found }) : notFound();
    }),
    http.get("/api/admin/destinations/:srNo/preview", ({ params }) => {
      const found = destination(params.srNo);
      return found
        ? HttpResponse.json({ destination: publicDestination(found), status: found.status })
        : notFound();
    }),
    http.post("/api/admin/destinations", async ({ request }) => {
      const input = (await request.json()) as Partial<AdminDestination>;
      const srNo = Math.max(0, ...state.destinations.map((d) => d.srNo)) + 1;
      const created: AdminDestination = {
        ...(input as AdminDestination),
        srNo,
        slug: `new-${srNo}`,
        status: "draft",
        packageCount: 0,
        image: "/images/destinations/default.svg",
        photo: null,
        rating: 0,
        bookingCount: 0,
        createdAt: CHANGED_AT,
        updatedAt: CHANGED_AT,
      };
      state.destinations = [...state.destinations, created];
      return HttpResponse.json({ destination: created }, { status: 201 });
    }),
    http.put("/api/admin/destinations/:srNo", async ({ params, request }) => {
      const found = destination(params.srNo);
      if (!found) return notFound();
      const input = (await request.json()) as Partial<AdminDestination>;
      const saved = { ...found, ...input, updatedAt: CHANGED_AT };
      state.destinations = replace(state.destinations, saved);
      return HttpResponse.json({ destination: saved });
    }),
    http.post("/api/admin/destinations/:srNo/:action", ({ params }) => {
      const found = destination(params.srNo);
      const action = params.action as keyof typeof TARGET;
      if (!found || !(action in TARGET)) return notFound();
      const saved = { ...found, status: TARGET[action], updatedAt: CHANGED_AT };
      state.destinations = replace(state.destinations, saved);
      return HttpResponse.json({ destination: saved });
    }),
    http.delete("/api/admin/destinations/:srNo", ({ params }) => {
      const found = destination(params.srNo);
      if (!found) return notFound();
      if (found.bookingCount > 0) {
        return apiError(
          409,
          "CONFLICT",
          `${found.name} has bookings, so it cannot be deleted: archive it instead.`,
        );
      }
      state.destinations = state.destinations.filter((d) => d !== found);
      return HttpResponse.json({ deleted: true });
    }),

    http.get("/api/admin/packages", ({ request }) => {
      const { rows, ...page } = listed(state.packages, request);
      return HttpResponse.json({ packages: rows, ...page });
    }),
    http.get("/api/admin/packages/:srNo", ({ params }) => {
      const found = pkg(params.srNo);
      return found ? HttpResponse.json({ package: found }) : notFound();
    }),
    http.get("/api/admin/packages/:srNo/preview", ({ params }) => {
      const found = pkg(params.srNo);
      return found
        ? HttpResponse.json({
            package: publicPackage(found),
            status: found.status,
            destinationStatus: found.destinationStatus,
          })
        : notFound();
    }),
    http.post("/api/admin/packages", async ({ request }) => {
      const input = (await request.json()) as Partial<AdminPackage>;
      const srNo = Math.max(0, ...state.packages.map((p) => p.srNo)) + 1;
      const home = destination(input.destinationSrNo);
      const created: AdminPackage = {
        ...(input as AdminPackage),
        id: `dest_${srNo}`,
        srNo,
        slug: `new-tour-${srNo}`,
        destinationName: home?.name ?? "",
        destinationStatus: home?.status ?? "draft",
        status: "draft",
        image: "/images/packages/default.svg",
        photo: null,
        gallery: (input.gallery ?? []).map((item) => ({
          ...item,
          image: "/images/packages/default.svg",
          photo: null,
        })),
        bookingCount: 0,
        createdAt: CHANGED_AT,
        updatedAt: CHANGED_AT,
      };
      state.packages = [...state.packages, created];
      return HttpResponse.json({ package: created }, { status: 201 });
    }),
    http.put("/api/admin/packages/:srNo", async ({ params, request }) => {
      const found = pkg(params.srNo);
      if (!found) return notFound();
      const input = (await request.json()) as Partial<AdminPackage>;
      const saved = { ...found, ...input, updatedAt: CHANGED_AT } as AdminPackage;
      state.packages = replace(state.packages, saved);
      return HttpResponse.json({ package: saved });
    }),
    http.post("/api/admin/packages/:srNo/:action", ({ params }) => {
      const found = pkg(params.srNo);
      const action = params.action as keyof typeof TARGET;
      if (!found || !(action in TARGET)) return notFound();
      const saved = { ...found, status: TARGET[action], updatedAt: CHANGED_AT };
      state.packages = replace(state.packages, saved);
      return HttpResponse.json({ package: saved });
    }),
    http.delete("/api/admin/packages/:srNo", ({ params }) => {
      const found = pkg(params.srNo);
      if (!found) return notFound();
      if (found.bookingCount > 0) {
        return apiError(
          409,
          "CONFLICT",
          `${found.name} has bookings, so it cannot be deleted: archive it instead.`,
        );
      }
      state.packages = state.packages.filter((p) => p !== found);
      return HttpResponse.json({ deleted: true });
    }),
  ];
}
