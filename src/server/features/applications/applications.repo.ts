import type { Database } from "@/server/db/client";
import { guideApplications } from "@/server/db/schema";

export async function insertApplication(
  db: Database,
  values: typeof guideApplications.$inferInsert,
): Promise<number> {
  const [saved] = await db
    .insert(guideApplications)
    .values(values)
    .returning({ id: guideApplications.id });
  return saved.id;
}
