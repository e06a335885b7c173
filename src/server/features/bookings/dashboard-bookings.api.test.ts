import { createPerson, type ErrorReply, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, guides, packages, user } from "@/server/db/schema";
import { type BookingStatus, effectiveStatus } from "@/shared/bookings/rules";
import { DASHBOARD_SEARCH_CAP } from "@/shared/bookings/schema";
import type { DashboardBookingsPage } from "@/shared/bookings/types";
import { addDays, todayInIndia } from "@/shared/dates";

type Row = typeof bookings.$inferSelect;

/** The list's order: tours under way, then ahead (soonest first), then past (latest first). */
function listOrder(today: string) {
  const run = (b: Row) => (b.startDate >= today ? 1 : b.endDate >= today ? 0 : 2);
  const key = (b: Row) => [b.startDate, b.createdAt.toISOString(), b.id].join("|");
  return (a: Row, b: Row) =>
    run(a) - run(b) ||
    (run(a) < 2 ? (key(a) < key(b) ? -1 : 1) : key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0);
}

describe.each(databaseKinds())("dashboard bookings list on %s", (kind) => {
  let t: TestApp;
  let guide: string;
  let admin: string;
  let traveller: string;
  let otherGuide: string;
  const today = todayInIndia();
  let mine: Row[] = [];
  let theirs: Row[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    guide = await t.signIn("guide@example.com");
    admin = await t.signIn("admin@example.com");
    traveller = await t.signIn("traveller@example.com");
    const otherGuideId = await createPerson(t, "meera.guide@example.org", "guide");
    await t.db.update(guides).set({ userId: otherGuideId }).where(eq(guides.sno, 2));
    otherGuide = await t.signIn("meera.guide@example.org", PERSON_PASSWORD);

    const [me] = await t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
    const [ladakh] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
    const [goa] = await t.db.select().from(packages).where(eq(packages.srNo, 3));
    const [g1] = await t.db.select().from(guides).where(eq(guides.sno, 1));
    const [g2] = await t.db.select().from(guides).where(eq(guides.sno, 2));
    const base = {
      userId: me.id,
      guideId: g1.id,
      packageId: ladakh.id,
      price: 1000,
      phone: "+91 98450 12345",
    };
    const created = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, n));
    const past: BookingStatus[] = ["confirmed", "cancelled", "rejected", "confirmed", "expired"];
    const ahead: BookingStatus[] = ["pending", "confirmed", "awaiting_payment"];
    const values: (typeof bookings.$inferInsert)[] = [
      // Held tours never overlap: each lasts four days, eight days apart.
      ...Array.from({ length: 25 }, (_, i) => {
        const start = addDays(today, -10 - (24 - i) * 8);
        return {
          ...base,
          status: past[i % past.length],
          startDate: start,
          endDate: addDays(start, 3),
          name: `Past Traveller ${i}`,
          email: `past.${i}@example.org`,
          createdAt: created(i),
        };
      }),
      {
        ...base,
        status: "confirmed",
        startDate: addDays(today, -2),
        endDate: addDays(today, 1),
        name: "Under Way",
        email: "under.way@example.org",
        createdAt: created(30),
      },
      ...Array.from({ length: 15 }, (_, i) => {
        const start = addDays(today, 3 + i * 8);
        return {
          ...base,
          status: ahead[i % ahead.length],
          startDate: start,
          endDate: addDays(start, 3),
          name: `Future Traveller ${i}`,
          email: `future.${i}@example.org`,
          packageId: i === 4 ? goa.id : ladakh.id,
          createdAt: created(40 + i),
        };
      }),
      // Two requests for the same days: creation, then id, decides.
      ...[1, 2, 3].map((n) => ({
        ...base,
        status: "pending",
        startDate: addDays(today, 3),
        endDate: addDays(today, 6),
        name: `Same Day ${n}`,
        email: "same.day@example.org",
        createdAt: created(n === 3 ? 60 : 61),
      })),
      {
        ...base,
        status: "pending",
        startDate: today,
        endDate: addDays(today, 1),
        name: "100% Real_Name",
        email: "odd@example.org",
        createdAt: created(70),
      },
      // "l_n" and "0%r" would find them too, were _ and % wildcards.
      {
        ...base,
        status: "cancelled",
        startDate: addDays(today, -5),
        endDate: addDays(today, -4),
        name: "Colin Das",
        email: "colin.das@example.org",
        createdAt: created(71),
      },
    ];
    mine = await t.db.insert(bookings).values(values).returning();
    theirs = await t.db
      .insert(bookings)
      .values(
        [5, 6, 7].map((n) => ({
          ...base,
          guideId: g2.id,
          packageId: goa.id,
          status: "pending",
          startDate: addDays(today, n),
          endDate: addDays(today, n + 2),
          name: `Meera's Traveller ${n}`,
          email: `meera.${n}@example.org`,
        })),
      )
      .returning();
  });
  afterAll(() => t?.close());

  const list = async (query: string, cookie = guide) => {
    const res = await t.request(`/api/dashboard/bookings?${query}`, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as DashboardBookingsPage;
  };
  const statusOf = (b: Row) => effectiveStatus(b.status as BookingStatus, b.endDate, today);

  it("pages through a guide's bookings: under way and ahead first, soonest first, then past, latest first; pages never overlap", async () => {
    const seen: string[] = [];
    for (let offset = 0; ; offset += 7) {
      const page = await list(`limit=7&offset=${offset}`);
      expect(page.total).toBe(mine.length);
      expect(page.totalCapped).toBe(false);
      if (page.bookings.length === 0) break;
      expect(page.bookings.length).toBeLessThanOrEqual(7);
      seen.push(...page.bookings.map((b) => b.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...mine].sort(listOrder(today)).map((b) => b.id));
    expect(seen[0]).toBe(mine.find((b) => b.name === "Under Way")?.id);
    const sameDay = seen.filter((id) => mine.find((b) => b.id === id)?.name.startsWith("Same Day"));
    expect(sameDay[0]).toBe(mine.find((b) => b.name === "Same Day 3")?.id);
  });

  it("answers 20 by default, and an empty page past the end with the total still right", async () => {
    expect((await list("")).bookings).toHaveLength(20);
    const past = await list("offset=500");
    expect(past).toEqual({ bookings: [], total: mine.length, totalCapped: false });
  });

  it.each([
    "completed",
    "confirmed",
    "pending",
    "awaiting_payment",
    "cancelled",
    "expired",
  ] as const)("filters by the status as shown: %s", async (status) => {
    const expected = mine.filter((b) => statusOf(b) === status).sort(listOrder(today));
    expect(expected.length).toBeGreaterThan(0);
    const page = await list(`status=${status}&limit=100`);
    expect(page.total).toBe(expected.length);
    expect(page.bookings.map((b) => b.id)).toEqual(expected.map((b) => b.id));
    expect(page.bookings.every((b) => b.status === status)).toBe(true);
  });

  it("lists the confirmed tours starting today or later, soonest first", async () => {
    const page = await list("status=confirmed&upcoming=true");
    const expected = mine
      .filter((b) => b.status === "confirmed" && b.startDate >= today)
      .sort(listOrder(today));
    expect(page.bookings.map((b) => b.id)).toEqual(expected.map((b) => b.id));
    expect(page.total).toBe(expected.length);
  });

  it.each([
    [
      "a name, in any case",
      "FUTURE TRAVELLER 1",
      [
        "Future Traveller 1",
        "Future Traveller 10",
        "Future Traveller 11",
        "Future Traveller 12",
        "Future Traveller 13",
        "Future Traveller 14",
      ],
    ],
    ["an e-mail", "past.7@", ["Past Traveller 7"]],
    ["a package name", "beaches", ["Future Traveller 4"]],
    ["LIKE's percent as itself", "0% r", ["100% Real_Name"]],
    ["an underscore", "l_n", ["100% Real_Name"]],
  ])("searches %s", async (_, q, names) => {
    const page = await list(`q=${encodeURIComponent(q)}&limit=100`);
    expect(page.bookings.map((b) => b.name).sort()).toEqual([...names].sort());
    expect(page.total).toBe(names.length);
  });

  it("searches the destination's name, with a status, among the guide's own bookings only", async () => {
    const page = await list("q=ladakh&status=pending&limit=100");
    const expected = mine
      .filter((b) => b.status === "pending" && b.packageId === mine[0].packageId)
      .sort(listOrder(today));
    expect(page.bookings.map((b) => b.id)).toEqual(expected.map((b) => b.id));
    expect((await list("q=Meera", guide)).total).toBe(0);
    expect((await list("q=Meera", otherGuide)).total).toBe(theirs.length);
  });

  it("shows an admin every guide's bookings, and asks for three letters to search them all", async () => {
    const page = await list("limit=100", admin);
    expect(page.total).toBe(mine.length + theirs.length);
    expect((await list("q=goa&limit=100", admin)).bookings.map((b) => b.name).sort()).toEqual(
      ["Future Traveller 4", ...theirs.map((b) => b.name)].sort(),
    );
    for (const q of ["go", "%%%", "a.b"]) {
      const res = await t.request(`/api/dashboard/bookings?q=${encodeURIComponent(q)}`, {
        cookie: admin,
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as ErrorReply).error.fields?.q).toBe(
        "Type at least 3 letters or digits to search every guide's bookings.",
      );
    }
    expect((await list("q=go")).total).toBeGreaterThan(0);
    expect((await t.request("/api/dashboard/bookings", { cookie: traveller })).status).toBe(403);
  });

  it.each([
    ["limit=101", "limit"],
    ["limit=0", "limit"],
    ["limit=-1", "limit"],
    ["limit=1e3", "limit"],
    ["offset=10001", "offset"],
    ["offset=-20", "offset"],
    ["offset=99999999999999999999", "offset"],
    ["status=archived", "status"],
    ["upcoming=yes", "upcoming"],
    [`q=${"x".repeat(101)}`, "q"],
  ])("refuses %s with 422", async (query, field) => {
    const res = await t.request(`/api/dashboard/bookings?${query}`, { cookie: guide });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorReply).error.fields?.[field]).toBeTruthy();
  });

  it("counts a broad search up to its cap, and pages it in the same order", async () => {
    const [g2] = await t.db.select().from(guides).where(eq(guides.sno, 2));
    const [goa] = await t.db.select().from(packages).where(eq(packages.srNo, 3));
    const many = await t.db
      .insert(bookings)
      .values(
        Array.from({ length: DASHBOARD_SEARCH_CAP + 5 }, (_, i) => ({
          guideId: g2.id,
          packageId: goa.id,
          status: i % 2 ? "rejected" : "pending",
          startDate: addDays(today, (i % 40) - 35),
          endDate: addDays(today, (i % 40) - 33),
          price: 1000,
          name: `Crowd Member ${i}`,
          email: "crowd@example.org",
          phone: "+91 98450 12345",
        })),
      )
      .returning();
    const page = await list("q=crowd&limit=50&offset=150", admin);
    expect(page.total).toBe(DASHBOARD_SEARCH_CAP);
    expect(page.totalCapped).toBe(true);
    const expected = [...many].sort(listOrder(today)).slice(150, 200);
    expect(page.bookings.map((b) => b.id)).toEqual(expected.map((b) => b.id));
    const rejected = await list("q=crowd&status=rejected&limit=100", otherGuide);
    expect(rejected.total).toBe(many.filter((b) => b.status === "rejected").length);
    expect(rejected.bookings.map((b) => b.id)).toEqual(
      many
        .filter((b) => b.status === "rejected")
        .sort(listOrder(today))
        .slice(0, 100)
        .map((b) => b.id),
    );
    await t.db.delete(bookings).where(eq(bookings.email, "crowd@example.org"));
  });

  it("gives a traveller their 200 most recent bookings, newest first", async () => {
    const [me] = await t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
    const [g2] = await t.db.select().from(guides).where(eq(guides.sno, 2));
    await t.db.insert(bookings).values(
      Array.from({ length: 205 }, (_, i) => ({
        userId: me.id,
        guideId: g2.id,
        packageId: mine[0].packageId,
        status: "pending",
        startDate: addDays(today, 30),
        endDate: addDays(today, 32),
        price: 1000,
        name: "Ananya Iyer",
        email: "many.requests@example.org",
        phone: "+91 98450 12345",
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)),
      })),
    );
    const all = await t.db.select().from(bookings).where(eq(bookings.userId, me.id));
    const res = await t.request("/api/bookings/mine", { cookie: traveller });
    const { bookings: shown } = (await res.json()) as { bookings: { id: string }[] };
    const newest = all
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, 200);
    expect(shown.map((b) => b.id)).toEqual(newest.map((b) => b.id));
    await t.db.delete(bookings).where(eq(bookings.email, "many.requests@example.org"));
  });
});
