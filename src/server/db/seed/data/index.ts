import { readdirSync, readFileSync } from "node:fs";
import { seedDestinationSchema } from "@/server/db/seed/seed-schema";
import type { SeedDestination } from "@/server/db/seed/types";

const destinationsDir = new URL("./destinations/", import.meta.url);

/** Every `destinations/<slug>.json`, checked, in sr_no order (1 to 4: Agra, Delhi, Goa, Ladakh). */
export const seedDestinations: SeedDestination[] = readdirSync(destinationsDir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => {
    const json: unknown = JSON.parse(readFileSync(new URL(file, destinationsDir), "utf8"));
    const parsed = seedDestinationSchema.safeParse(json);
    if (!parsed.success) throw new Error(`seed destination ${file}: ${parsed.error.message}`);
    return parsed.data;
  })
  .sort((a, b) => a.srNo - b.srNo);

export { seedGuides } from "./guides";
