import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { destinations } from "@/server/db/schema";
import { rowsOf } from "@/server/db/sql-text";
import type { CatalogueDestination } from "./recommender";

/**
 * The catalogue the assistant recommends from: every published destination with its Hindi texts
 * (for Hindi answers), as one JSON array built by PostgreSQL (one text value crosses the driver
 * instead of a row per destination).
 */
export async function catalogueJson(db: Database): Promise<string> {
  const d = destinations;
  const result = await db.execute(sql`
    select body from (select coalesce(json_agg(json_build_object(
      'srNo', ${d.srNo}, 'slug', ${d.slug}, 'name', ${d.name}, 'state', ${d.state},
      'region', ${d.region}, 'description', ${d.description}, 'bestSeason', ${d.bestSeason},
      'interests', ${d.interests}, 'avgPrice', ${d.avgPrice},
      'rating', round(${d.rating}::numeric, 1), 'difficulty', ${d.difficulty},
      'featured', ${d.featured}, 'image', ${d.image}, 'imageAlt', ${d.imageAlt},
      'hi', jsonb_build_object('name', ${d.hi}->>'name', 'state', ${d.hi}->>'state',
        'description', ${d.hi}->>'description', 'bestSeason', ${d.hi}->>'bestSeason')
    ) order by ${d.srNo}), '[]')::text as body
    from ${d} where ${d.status} = 'published') list`);
  return rowsOf<{ body: string }>(result)[0].body;
}

export async function catalogueDestinations(db: Database): Promise<CatalogueDestination[]> {
  return JSON.parse(await catalogueJson(db)) as CatalogueDestination[];
}
