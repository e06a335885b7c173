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

interface Entry {
  srNo: number;
  name: string;
  status: ContentStatus;
  updatedAt: string;
  bookingCount: number;
}

interface KindApi<T extends Entry> {
  /** The API's address, e.g. "/api/admin/destinations". */
  path: string;
  /** The key of one entry in the answers, e.g. "destination". */
  one: string;
  /** The key of the list in the answers, e.g. "destinations". */
  many: string;
  rows: () => T[];
  setRows: (rows: T[]) => void;
  /** The preview's answer for an entry. */
  preview: (entry: T) => object;
  /** A new draft numbered `srNo` from what the form sent. */
  create: (input: Partial<T>, srNo: number) => T;
}

/** One kind's list, read, preview, create, update, status actions and delete. */
function kindHandlers<T extends Entry>({
  path,
  one,
  many,
  rows,
  setRows,
  preview,
  create,
}: KindApi<T>) {
  const find = (srNo: unknown) => rows().find((row) => row.srNo === Number(srNo));
  const replace = (next: T) => setRows(rows().map((row) => (row.srNo === next.srNo ? next : row)));

  return [
    http.get(path, ({ request }) => {
      const { rows: page, ...paging } = listed(rows(), request);
      return HttpResponse.json({ [many]: page, ...paging });
    }),
    http.get(`${path}/:srNo`, ({ params }) => {
      const found = find(params.srNo);
      return found ? HttpResponse.json({ [one]: found }) : notFound();
    }),
    http.get(`${path}/:srNo/preview`, ({ params }) => {
      const found = find(params.srNo);
      return found ? HttpResponse.json(preview(found)) : notFound();
    }),
    http.post(path, async ({ request }) => {
      const input = (await request.json()) as Partial<T>;
      const created = create(input, Math.max(0, ...rows().map((row) => row.srNo)) + 1);
      setRows([...rows(), created]);
      return HttpResponse.json({ [one]: created }, { status: 201 });
    }),
    http.put(`${path}/:srNo`, async ({ params, request }) => {
      const found = find(params.srNo);
      if (!found) return notFound();
      const input = (await request.json()) as Partial<T>;
      const saved: T = { ...found, ...input, updatedAt: CHANGED_AT };
      replace(saved);
      return HttpResponse.json({ [one]: saved });
    }),
    http.post(`${path}/:srNo/:action`, ({ params }) => {
      const found = find(params.srNo);
      const action = params.action as keyof typeof TARGET;
      if (!found || !(action in TARGET)) return notFound();
      const saved: T = { ...found, status: TARGET[action], updatedAt: CHANGED_AT };
      replace(saved);
      return HttpResponse.json({ [one]: saved });
    }),
    http.delete(`${path}/:srNo`, ({ params }) => {
      const found = find(params.srNo);
      if (!found) return notFound();
      if (found.bookingCount > 0) {
        return apiError(
          409,
          "CONFLICT",
          `${found.name} has bookings, so it cannot be deleted: archive it instead.`,
        );
      }
      setRows(rows().filter((row) => row !== found));
      return HttpResponse.json({ deleted: true });
    }),
  ];
}

/**
 * The admin content API over `state`, like the server: new entries are drafts, status actions
 * follow its rules, and an entry with bookings cannot be deleted.
 */
export function contentApi(state: ContentState) {
  const destination = (srNo: unknown) => state.destinations.find((d) => d.srNo === Number(srNo));

  return [
    ...kindHandlers<AdminDestination>({
      path: "/api/admin/destinations",
      one: "destination",
      many: "destinations",
      rows: () => state.destinations,
      setRows: (rows) => {
        state.destinations = rows;
      },
      preview: (found) => ({ destination: publicDestination(found), status: found.status }),
      create: (input, srNo) => ({
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
      }),
    }),
    ...kindHandlers<AdminPackage>({
      path: "/api/admin/packages",
      one: "package",
      many: "packages",
      rows: () => state.packages,
      setRows: (rows) => {
        state.packages = rows;
      },
      preview: (found) => ({
        package: publicPackage(found),
        status: found.status,
        destinationStatus: found.destinationStatus,
      }),
      create: (input, srNo) => {
        const home = destination(input.destinationSrNo);
        return {
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
      },
    }),
  ];
}
