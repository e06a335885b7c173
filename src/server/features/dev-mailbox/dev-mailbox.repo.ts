import { desc } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";

export function latestMail(db: Database, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
