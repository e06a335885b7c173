import { planNodes as nodesOf, plannerAvailable } from "@tests/support/query-plans";
import { PLAN_TEST_SCALE, seedScale } from "@tests/support/scale-data";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, guides, user } from "@/server/db/schema";
import { todayInIndia } from "@/shared/dates";
import { bookingRequestContextPlan } from "./booking-request.repo";
import { bookingsOfUserPlan } from "./bookings.repo";
import { type DashboardPageQuery, dashboardPagePlan } from "./dashboard-bookings.repo";

const onPostgres = plannerAvailable("bookings query-plan test");

const WHOLE_TABLE_READS = ["bookings", "packages", "guides"];

const indexesOf = (plan: unknown) => nodesOf(plan).map((n) => n["Index Name"]);
const seqScans = (plan: unknown) =>
  nodesOf(plan)
    .filter((n) => n["Node Type"] === "Seq Scan" && WHOLE_TABLE_READS.includes(n["Relation Name"]!))
    .map((n) => n["Relation Name"]);

describe.skipIf(!onPostgres)(
  "booking query plans on 30,000 bookings of 300 guides (PostgreSQL)",
  () => {
    let t: TestApp;
    const today = todayInIndia();
    let guideId: number;
    beforeAll(async () => {
      t = await createTestApp("postgres");
      await seedScale((statement) => t.db.execute(sql.raw(statement)), today, PLAN_TEST_SCALE);
      const [busiest] = await t.db
        .select({ id: guides.id })
        .from(guides)
        .where(eq(guides.sno, 200_150));
      guideId = busiest.id;
    }, 60_000);
    afterAll(() => t?.close());

    const page = (change: Partial<DashboardPageQuery>): DashboardPageQuery => ({
      guideId: null,
      status: "all",
      q: "",
      upcoming: false,
      limit: 20,
      offset: 0,
      today,
      ...change,
    });

    it.each([
      [
        "a guide's first page",
        { ofGuide: true },
        // Tours under way come from the span index or the guide's own: either is a few rows.
        ["bookings_guide_start_idx"],
      ],
      [
        "a guide's later page of completed tours",
        { ofGuide: true, status: "completed", offset: 40 },
        ["bookings_guide_start_idx"],
      ],
      [
        "a guide's search",
        { ofGuide: true, q: "walk" },
        ["bookings_guide_start_idx", "packages_pkey"],
      ],
      [
        "a guide's upcoming confirmed tours",
        { ofGuide: true, status: "confirmed", upcoming: true },
        [],
      ],
      ["an admin's first page", {}, ["bookings_start_idx", "bookings_span_idx"]],
      ["an admin's pending requests", { status: "pending" }, ["bookings_status_start_idx"]],
      ["an admin's completed tours", { status: "completed" }, ["bookings_status_start_idx"]],
      ["an admin's search by a traveller's name", { q: "traveller 17" }, ["bookings_contact_trgm"]],
      [
        "an admin's search by a place",
        { q: "ramgarh" },
        ["bookings_contact_trgm", "bookings_package_idx"],
      ],
    ] as const)(
      "lists %s through its indexes, never reading a whole table",
      async (_, change, indexes) => {
        const { ofGuide, ...rest } = { ofGuide: false, ...change };
        const plan = await dashboardPagePlan(
          t.db,
          page({ ...rest, guideId: ofGuide ? guideId : null }),
        );
        expect(seqScans(plan)).toEqual([]);
        expect(indexesOf(plan)).toEqual(expect.arrayContaining([...indexes]));
      },
    );

    it("reads a traveller's bookings through indexes", async () => {
      const [traveller] = await t.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, "scale-traveller-7@example.com"));
      const mine = await t.db.select().from(bookings).where(eq(bookings.userId, traveller.id));
      expect(mine.length).toBeGreaterThan(0);
      expect(seqScans(await bookingsOfUserPlan(t.db, traveller.id, 200))).toEqual([]);
    });

    it("checks a booking request against one guide's calendar through indexes", async () => {
      const plan = await bookingRequestContextPlan(t.db, {
        key: "00000000-0000-4000-8000-000000000000",
        srNo: 100_007,
        guideSno: 200_003,
        from: today,
        to: today,
      });
      expect(seqScans(plan)).toEqual([]);
    });
  },
);
