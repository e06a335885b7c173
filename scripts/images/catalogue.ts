import type { Scene } from "@/server/db/seed/types";
import { galleryTimeFor, hintFor } from "./hints";
import type { JobList, PersonJob, PlaceJob } from "./jobs";
import type { TimeOfDay } from "./palette";
import { renderPlaceholderAvatar, renderPortrait } from "./portrait";
import { createRng } from "./random";
import { renderScene } from "./scenes";

/** One file to write, its path relative to public/images. */
export interface ImageFile {
  path: string;
  svg: string;
}

const dayTimes: readonly TimeOfDay[] = ["dawn", "noon", "noon", "sunset"];
const allTimes: readonly TimeOfDay[] = ["dawn", "noon", "sunset", "night"];

export function placeImages(place: PlaceJob): ImageFile[] {
  const rng = createRng(`${place.slug}/views`);
  const cardTime = rng.pick(dayTimes);
  const packageTime = rng.pick(allTimes.filter((t) => t !== cardTime));
  const common = (scene: Scene) => ({
    scene,
    title: place.name,
    placeSeed: place.slug,
    hint: hintFor(place.slug, scene),
  });
  const files: ImageFile[] = [
    {
      path: `destinations/${place.slug}.svg`,
      svg: renderScene({
        ...common(place.scene),
        viewSeed: `${place.slug}/card`,
        time: cardTime,
        focus: 0.5 + rng.range(-0.05, 0.05),
      }),
    },
    {
      path: `packages/${place.slug}.svg`,
      svg: renderScene({
        ...common(place.scene),
        viewSeed: `${place.slug}/package`,
        time: packageTime,
        focus: rng.chance(0.5) ? 0.3 : 0.7,
        zoom: 1.15,
      }),
    },
  ];
  const start = rng.int(0, 3);
  place.gallery.forEach((scene, i) => {
    files.push({
      path: `packages/${place.slug}-gallery-${i + 1}.svg`,
      svg: renderScene({
        ...common(scene),
        viewSeed: `${place.slug}/gallery-${i + 1}`,
        time: galleryTimeFor(place.slug, i + 1) ?? allTimes[(start + i) % allTimes.length],
        focus: rng.range(0.32, 0.68),
        zoom: rng.range(0.9, 1.15),
      }),
    });
  });
  return files;
}

export function guideImages(guides: PersonJob[]): ImageFile[] {
  return [
    ...guides.map((g) => ({
      path: `guides/guide-${g.sno}.svg`,
      svg: renderPortrait({ seed: `guide-${g.sno}`, title: g.name, about: g.about }),
    })),
    { path: "guides/placeholder.svg", svg: renderPlaceholderAvatar("Guide") },
  ];
}

interface Banner {
  name: string;
  title: string;
  scene: Scene;
  time: TimeOfDay;
  hint?: string;
}

const banners: Banner[] = [
  {
    name: "home",
    title: "A marble mausoleum and its garden pool at dawn",
    scene: "monument",
    time: "dawn",
    hint: "mausoleum",
  },
  {
    name: "destinations",
    title: "Snow peaks above a Himalayan hill town",
    scene: "mountain",
    time: "noon",
    hint: "green",
  },
  {
    name: "packages",
    title: "A camel caravan crossing the dunes at sunset",
    scene: "desert",
    time: "sunset",
  },
  {
    name: "guides",
    title: "A suspension bridge over a Himalayan river",
    scene: "river",
    time: "dawn",
  },
  {
    name: "about",
    title: "A houseboat on the Kerala backwaters",
    scene: "backwaters",
    time: "sunset",
  },
  { name: "contact", title: "A palm-fringed beach in the evening", scene: "beach", time: "sunset" },
];

const team = [
  { title: "Team member 1", about: "She founded the company after years of leading tours." },
  { title: "Team member 2", about: "He plans routes and looks after operations." },
  { title: "Team member 3", about: "She looks after guides and their training." },
  { title: "Team member 4", about: "He answers travellers and handles bookings." },
];

export function pageArtwork(): ImageFile[] {
  return [
    ...banners.map((b) => ({
      path: `hero/${b.name}.svg`,
      svg: renderScene({
        scene: b.scene,
        title: b.title,
        placeSeed: `hero-${b.name}`,
        viewSeed: `hero-${b.name}/view`,
        time: b.time,
        width: 1600,
        height: 700,
        focus: 0.66,
        hint: b.hint,
      }),
    })),
    ...team.map((m, i) => ({
      path: `team/member-${i + 1}.svg`,
      svg: renderPortrait({ seed: `team-${i + 1}`, title: m.title, about: m.about }),
    })),
    {
      path: "fallback.svg",
      svg: renderScene({
        scene: "mountain",
        title: "Travel in India",
        placeSeed: "fallback",
        viewSeed: "fallback/view",
        time: "dawn",
        hint: "green",
      }),
    },
  ];
}

export function allImages(jobs: JobList): ImageFile[] {
  return [...jobs.places.flatMap(placeImages), ...guideImages(jobs.guides), ...pageArtwork()];
}
