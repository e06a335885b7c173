import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinationClosures } from "@/server/db/schema";
import type { AvailableDates } from "@/shared/bookings/types";
import type { AdminClosure } from "@/shared/closures/schema";
import { addDays, todayInIndia } from "@/shared/dates";

describe.each(databaseKinds())("seasonal closures on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let traveller: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn("admin@example.com");
    traveller = await t.signIn("traveller@example.com");
  });
  afterAll(() => t?.close());

  const add = (body: unknown, cookie = admin) =>
    t.request("/api/admin/closures", { method: "POST", cookie, json: body });
  const ladakhDates = async () =>
    (
      (await (
        await t.request("/api/bookings/available-dates?packageId=dest_4&guideSno=1")
      ).json()) as AvailableDates
    ).dates;

  it("lists the seeded seasons, and a new one stops tours falling in it at once", async () => {
    const listed = await t.request("/api/admin/closures", { cookie: admin });
    expect(listed.status).toBe(200);
    const { closures } = (await listed.json()) as { closures: AdminClosure[] };
    expect(closures).toContainEqual(
      expect.objectContaining({ destinationSrNo: 26, startsOn: "06-16", endsOn: "10-15" }),
    );

    const day = addDays(todayInIndia(), 45);
    expect(await ladakhDates()).toContain(day);
    const res = await add({
      destinationSrNo: 4,
      startsOn: day.slice(5),
      endsOn: day.slice(5),
      reason: "Hemis festival closes the road",
    });
    expect(res.status).toBe(201);
    const { closure } = (await res.json()) as { closure: AdminClosure };
    expect(closure).toMatchObject({
      destinationName: "Ladakh",
      reason: "Hemis festival closes the road",
    });
    expect(await ladakhDates()).not.toContain(day);

    const removed = await t.request(`/api/admin/closures/${closure.id}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(removed.status).toBe(200);
    expect(await ladakhDates()).toContain(day);
  });

  it.each([
    ["a day that does not exist", { startsOn: "02-30" }, "startsOn"],
    ["a month past December", { endsOn: "13-01" }, "endsOn"],
    ["an unknown destination", { destinationSrNo: 9999 }, "destinationSrNo"],
    ["no reason", { reason: " " }, "reason"],
  ])("refuses %s with a field message and stores nothing", async (_label, change, field) => {
    const before = (await t.db.select().from(destinationClosures)).length;
    const res = await add({
      destinationSrNo: 4,
      startsOn: "01-10",
      endsOn: "01-20",
      reason: "Snow",
      ...change,
    });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields[field]).toBeTruthy();
    expect((await t.db.select().from(destinationClosures)).length).toBe(before);
  });

  it("is for admins only", async () => {
    expect(
      (
        await add(
          { destinationSrNo: 4, startsOn: "01-10", endsOn: "01-20", reason: "x y z" },
          traveller,
        )
      ).status,
    ).toBe(403);
    expect((await t.request("/api/admin/closures")).status).toBe(401);
    expect(
      (await t.request("/api/admin/closures/999999", { method: "DELETE", cookie: admin })).status,
    ).toBe(404);
  });
});
