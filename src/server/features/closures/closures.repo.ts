import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { destinationClosures, destinations } from "@/server/db/schema";

const columns = {
  id: destinationClosures.id,
  destinationSrNo: destinations.srNo,
  destinationName: destinations.name,
  startsOn: destinationClosures.startsOn,
  endsOn: destinationClosures.endsOn,
  reason: destinationClosures.reason,
};

export function allClosures(db: Database) {
  return db
    .select(columns)
    .from(destinationClosures)
    .innerJoin(destinations, eq(destinations.id, destinationClosures.destinationId))
    .orderBy(asc(destinations.name), asc(destinationClosures.startsOn));
}

export async function destinationIdBySrNo(db: Database, srNo: number) {
  const [row] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(eq(destinations.srNo, srNo));
  return row?.id;
}

export async function insertClosure(
  db: Database,
  closure: { destinationId: number; startsOn: string; endsOn: string; reason: string },
) {
  const [row] = await db
    .insert(destinationClosures)
    .values(closure)
    .returning({ id: destinationClosures.id });
  const [view] = await db
    .select(columns)
    .from(destinationClosures)
    .innerJoin(destinations, eq(destinations.id, destinationClosures.destinationId))
    .where(eq(destinationClosures.id, row.id));
  return view;
}

export async function closureById(db: Database, id: number) {
  const [view] = await db
    .select(columns)
    .from(destinationClosures)
    .innerJoin(destinations, eq(destinations.id, destinationClosures.destinationId))
    .where(eq(destinationClosures.id, id));
  return view;
}

export async function deleteClosure(db: Database, id: number) {
  const rows = await db
    .delete(destinationClosures)
    .where(and(eq(destinationClosures.id, id)))
    .returning({ id: destinationClosures.id });
  return rows.length > 0;
}
