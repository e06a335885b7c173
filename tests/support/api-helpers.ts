import { desc, eq } from "drizzle-orm";
import { mailOutbox, user } from "@/server/db/schema";
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
