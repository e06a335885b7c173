import type { Database } from "@/server/db/client";
import { destinationsJson } from "@/server/features/catalogue/catalogue.repo";
import type { Destination } from "@/shared/catalogue/types";

/** The catalogue the assistant recommends from: every destination, as JSON text. */
export async function catalogueJson(db: Database): Promise<string> {
  return (await destinationsJson(db)).body;
}

export async function catalogueDestinations(db: Database): Promise<Destination[]> {
  return JSON.parse(await catalogueJson(db)) as Destination[];
}
