import { readdirSync, readFileSync } from "node:fs";
import {
  seedDestinationSchema,
  seedHindiDestinationSchema,
  seedHindiGuidesSchema,
} from "@/server/db/seed/seed-schema";
import type { SeedDestination, SeedHindi } from "@/server/db/seed/types";

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

const hindiDir = new URL("./hi/", import.meta.url);
const readJson = (url: URL): unknown => JSON.parse(readFileSync(url, "utf8"));

/**
 * The Hindi texts of the seeded catalogue (issue 15): `hi/destinations/<slug>.json` and
 * `hi/guides.json`, checked as they load.
 */
export const seedHindi: SeedHindi = {
  destinations: new Map(
    readdirSync(new URL("destinations/", hindiDir))
      .filter((file) => file.endsWith(".json"))
      .map((file) => {
        const parsed = seedHindiDestinationSchema.safeParse(
          readJson(new URL(`destinations/${file}`, hindiDir)),
        );
        if (!parsed.success)
          throw new Error(`Hindi seed destination ${file}: ${parsed.error.message}`);
        return [file.replace(/\.json$/, ""), parsed.data] as const;
      }),
  ),
  guides: new Map(
    (() => {
      const parsed = seedHindiGuidesSchema.safeParse(readJson(new URL("guides.json", hindiDir)));
      if (!parsed.success) throw new Error(`Hindi seed guides: ${parsed.error.message}`);
      return parsed.data.map((g) => [g.sno, g] as const);
    })(),
  ),
};

export { seedGuides } from "./guides";
