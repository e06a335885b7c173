import { desc, eq } from "drizzle-orm";
import { bookings, guides, mailOutbox, packages, user } from "@/server/db/schema";
import type { Role } from "@/shared/constants";
import type { TestApp } from "./test-app";

export const PERSON_PASSWORD = "a-long-test-password";

/** A verified account made through sign-up, with the role set straight in the database. */
export async function createPerson(t: TestApp, email: string, role: Role = "user", name = "") {
  const res = await t.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { email, password: PERSON_PASSWORD, name },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const [row] = await t.db
    .update(user)
    .set({ emailVerified: true, role })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  return row.id;
}

export async function mailsTo(t: TestApp, to: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

export function json<T>(res: Response): Promise<T> {
  return res.json() as Promise<T>;
}

export type ErrorReply = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/** Merges Set-Cookie answers into a Cookie header, as a browser would. */
export function jar(previous: string, res: Response): string {
  const cookies = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.split("=")[0], c] as const),
  );
  for (const setCookie of res.headers.getSetCookie()) {
    const pair = setCookie.split(";")[0];
    const name = pair.split("=")[0];
    if (/max-age=0/i.test(setCookie) || pair.endsWith("=")) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join("; ");
}

/**
 * A booking row of the demo traveller for Ladakh (dest_4) with guide 1, inserted straight into the
 * database (no e-mails, no rules): for tests about what happens to a booking, not how it is made.
 */
export async function insertLadakhBooking(t: TestApp, startDate: string, endDate: string) {
  const [me] = await t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
  const [pkg] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
  const [g1] = await t.db.select().from(guides).where(eq(guides.sno, 1));
  const [row] = await t.db
    .insert(bookings)
    .values({
      userId: me.id,
      packageId: pkg.id,
      guideId: g1.id,
      startDate,
      endDate,
      price: pkg.price,
      name: "Ananya Iyer",
      email: "traveller@example.com",
      phone: "+91 98450 12345",
    })
    .returning();
  return { booking: row, travellerId: me.id };
}
