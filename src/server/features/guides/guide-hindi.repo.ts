import { inArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { destinations, guides } from "@/server/db/schema";
import type { HindiTexts } from "@/server/platform/localise";

/** The guides' texts in Hindi (issue 15), by guide id; read only for a Hindi answer. */
export async function guideHindiTexts(
  db: Database,
  guideIds: readonly number[],
): Promise<Map<number, HindiTexts>> {
  if (guideIds.length === 0) return new Map();
  const rows = await db
    .select({ id: guides.id, hi: guides.hi })
    .from(guides)
    .where(inArray(guides.id, [...guideIds]));
  return new Map(rows.map((row) => [row.id, row.hi]));
}

/** The Hindi names of the destinations with these (English) names, where they have one. */
export async function destinationHindiNames(
  db: Database,
  names: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ name: destinations.name, hi: destinations.hi })
    .from(destinations)
    .where(inArray(destinations.name, unique));
  const byName = new Map<string, string>();
  for (const row of rows) {
    const hindi = row.hi.name;
    if (typeof hindi === "string" && hindi.trim() !== "") byName.set(row.name, hindi);
  }
  return byName;
}
