import { desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";

/** The newest mail in the outbox for `to`. */
export async function latestMail(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1];
}
