import { readFileSync } from "node:fs";
import type { Scene, SeedDestination, SeedGuide } from "@/server/db/seed/types";
import { allScenes } from "./scenes";

export interface PlaceJob {
  slug: string;
  name: string;
  scene: Scene;
  gallery: [Scene, Scene, Scene];
}

export interface PersonJob {
  sno: number;
  name: string;
  about: string;
}

export interface JobList {
  source: "seed data" | "roster.md";
  places: PlaceJob[];
  guides: PersonJob[];
}

/** Sensible companions for a main scene, used when only the roster is available. */
const relatedScenes: Record<Scene, [Scene, Scene, Scene]> = {
  monument: ["monument", "city", "river"],
  fort: ["fort", "palace", "desert"],
  palace: ["palace", "lake", "fort"],
  temple: ["temple", "ghats", "city"],
  ghats: ["ghats", "river", "temple"],
  beach: ["beach", "island", "forest"],
  island: ["island", "beach", "forest"],
  mountain: ["mountain", "river", "snow"],
  snow: ["snow", "mountain", "forest"],
  lake: ["lake", "palace", "mountain"],
  desert: ["desert", "fort", "palace"],
  forest: ["forest", "wildlife", "river"],
  wildlife: ["wildlife", "forest", "lake"],
  backwaters: ["backwaters", "beach", "tea-hills"],
  "tea-hills": ["tea-hills", "forest", "mountain"],
  city: ["city", "monument", "temple"],
  ruins: ["ruins", "temple", "river"],
  caves: ["caves", "ruins", "forest"],
  river: ["river", "temple", "mountain"],
};

const rosterPath = new URL("../../src/server/db/seed/data/roster.md", import.meta.url);

function isScene(value: unknown): value is Scene {
  return typeof value === "string" && (allScenes as string[]).includes(value);
}

export function parseRoster(text: string): PlaceJob[] {
  const places: PlaceJob[] = [];
  for (const line of text.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    if (cells.length < 6 || !/^\d+$/.test(cells[0])) continue;
    const [, slug, name, , , scene] = cells;
    if (!isScene(scene)) throw new Error(`roster.md: unknown scene "${scene}" for ${slug}`);
    places.push({ slug, name, scene, gallery: relatedScenes[scene] });
  }
  return places;
}

function fromSeed(destinations: SeedDestination[], guides: SeedGuide[]): JobList {
  const places = destinations.map((d): PlaceJob => {
    const gallery = d.package?.gallery?.map((g) => g.scene) ?? [];
    if (
      !d.slug ||
      !d.name ||
      !isScene(d.scene) ||
      gallery.length !== 3 ||
      !gallery.every(isScene)
    ) {
      throw new Error(`seed destination ${d.slug ?? d.srNo} is incomplete`);
    }
    return {
      slug: d.slug,
      name: d.name,
      scene: d.scene,
      gallery: gallery as [Scene, Scene, Scene],
    };
  });
  const people = guides.map((g) => ({
    sno: g.sno,
    name: g.name,
    about: `${g.specialization}. ${g.description}`,
  }));
  return { source: "seed data", places, guides: people };
}

function fromRoster(): JobList {
  const places = parseRoster(readFileSync(rosterPath, "utf8"));
  const guides = Array.from({ length: 9 }, (_, i) => ({
    sno: i + 1,
    name: `Guide ${i + 1}`,
    about: "",
  }));
  return { source: "roster.md", places, guides };
}

/** The seed data when it is complete and importable, otherwise the roster. */
interface SeedModule {
  seedDestinations: SeedDestination[];
  seedGuides: SeedGuide[];
}

const importSeed = (): Promise<SeedModule> => import("@/server/db/seed/data/index");

export async function loadJobs(
  load: () => Promise<SeedModule> = importSeed,
): Promise<JobList & { fallbackReason?: string }> {
  try {
    const data = await load();
    if (!data.seedDestinations.length) throw new Error("no destinations in the seed data");
    return fromSeed(data.seedDestinations, data.seedGuides);
  } catch (error) {
    return {
      ...fromRoster(),
      fallbackReason: error instanceof Error ? error.message : String(error),
    };
  }
}
