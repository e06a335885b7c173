import { planNodes, plannerAvailable } from "@tests/support/query-plans";
import { PLAN_TEST_SCALE, seedScale } from "@tests/support/scale-data";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "@/shared/dates";
import { type AdminBookingsFilter, adminBookingsPagePlan } from "./admin-bookings.repo";

const onPostgres = plannerAvailable("admin bookings query-plan test");

const WHOLE_TABLE_READS = ["bookings", "payment_ledger", "packages", "guides"];
const seqScans = (plan: unknown) =>
  planNodes(plan)
    .filter((n) => n["Node Type"] === "Seq Scan" && WHOLE_TABLE_READS.includes(n["Relation Name"]!))
    .map((n) => n["Relation Name"]);
const indexesOf = (plan: unknown) => planNodes(plan).map((n) => n["Index Name"]);
/** Rows the scans of bookings produced, each loop counted (EXPLAIN ANALYZE). */
const bookingRowsRead = (plan: unknown) =>
  planNodes(plan)
    .filter((n) => /Scan/.test(n["Node Type"]) && /^bookings/.test(n["Index Name"] ?? ""))
    .reduce(
      (sum, n) =>
        sum + ((n as { "Actual Rows"?: number })["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1),
      0,
    );

describe.skipIf(!onPostgres)(
  "admin bookings query plans on 30,000 bookings of 300 guides (PostgreSQL)",
  () => {
    let t: TestApp;
    const today = todayInIndia();
    beforeAll(async () => {
      t = await createTestApp("postgres");
      await seedScale((statement) => t.db.execute(sql.raw(statement)), today, PLAN_TEST_SCALE);
      // Past the small-ledger threshold: the payment filters look each booking up.
      await t.db.execute(sql`
        insert into payment_ledger (booking_id, kind, amount_paise, provider, provider_payment_id,
            state)
        select id, 'charge', price * 100, 'test', 'pay_' || id, 'captured' from bookings
        where status in ('completed', 'confirmed', 'cancelled')`);
      await t.db.execute(sql`
        insert into payment_ledger (booking_id, kind, amount_paise, provider, provider_payment_id,
            provider_refund_id, state, charge_id)
        select l.booking_id, 'refund', l.amount_paise, 'test', l.provider_payment_id,
          'rfnd_' || l.booking_id, 'processed', l.id
        from payment_ledger l join bookings b on b.id = l.booking_id where b.status = 'cancelled'`);
      await t.db.execute(sql`vacuum analyze payment_ledger`);
    }, 120_000);
    afterAll(() => t?.close());

    const filter = (change: Partial<AdminBookingsFilter>): AdminBookingsFilter => ({
      status: null,
      payment: null,
      guideSno: null,
      destinationSrNo: null,
      from: null,
      to: null,
      q: "",
      limit: 20,
      offset: 0,
      today,
      ...change,
    });

    it.each([
      ["the first page", {}, ["bookings_created_idx"]],
      ["a deep page", { offset: 5_000 }, ["bookings_created_idx"]],
      ["pending requests", { status: "pending" }, []],
      ["completed tours", { status: "completed" }, []],
      ["expired requests (none)", { status: "expired" }, ["bookings_status_start_idx"]],
      ["one guide's", { guideSno: 200_150 }, []],
      ["one destination's", { destinationSrNo: 100_007 }, ["bookings_package_idx"]],
      ["next month's tours", { from: addDays(today, 1), to: addDays(today, 30) }, []],
      ["a year of old tours", { from: addDays(today, -500), to: addDays(today, -135) }, []],
      ["a traveller's name", { q: "traveller 17" }, ["bookings_contact_trgm"]],
      ["a booking id", { q: "5b0f7a1e" }, ["bookings_pkey"]],
      // Looked up booking by booking, or (while the charges fit in memory) hashed once.
      ["unpaid", { payment: "unpaid" }, []],
      ["paid in full", { payment: "paid" }, ["payment_ledger_booking_idx"]],
      ["deposit paid, deep", { payment: "deposit_paid", offset: 2_000 }, []],
      ["refunded", { payment: "refunded" }, ["payment_ledger_booking_idx"]],
      ["confirmed and paid", { status: "confirmed", payment: "paid" }, []],
      [
        "everything at once",
        {
          status: "confirmed",
          payment: "paid",
          guideSno: 200_150,
          from: today,
          to: addDays(today, 90),
          q: "traveller",
        },
        [],
      ],
    ] as const)(
      "lists %s through indexes, never reading a whole table",
      async (_, change, indexes) => {
        const plan = await adminBookingsPagePlan(t.db, filter(change));
        expect(seqScans(plan)).toEqual([]);
        expect(indexesOf(plan)).toEqual(expect.arrayContaining([...indexes]));
      },
    );

    it("reads a page's worth of bookings, the collected matches and the capped count, no more", async () => {
      // The thousand-odd matches collected first, the 10,001 counted, the page itself.
      const first = await adminBookingsPagePlan(t.db, filter({}), true);
      expect(bookingRowsRead(first)).toBeLessThan(12_000);
      const deep = await adminBookingsPagePlan(t.db, filter({ offset: 5_000 }), true);
      expect(bookingRowsRead(deep)).toBeLessThan(17_000);
      const guide = await adminBookingsPagePlan(t.db, filter({ guideSno: 200_150 }), true);
      expect(bookingRowsRead(guide)).toBeLessThanOrEqual(200);
    });
  },
);
