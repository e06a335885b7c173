import type { Scene } from "@/server/db/seed/types";
import type { TimeOfDay } from "./palette";

/**
 * Which variant of a scene suits a place, so Sanchi gets a stupa rather than a mausoleum.
 * Places not listed get a variant chosen from their seed.
 */
const placeHints: Record<string, Partial<Record<Scene, string>>> = {
  // The Yamuna at dusk from Mehtab Bagh, the Taj across it: a river of the plains, not a gorge.
  agra: { monument: "mausoleum", city: "dome", river: "plains-dome" },
  varanasi: { river: "plains", monument: "stupa" },
  majuli: { river: "plains", temple: "nagara" },
  goa: { river: "plains-palms" },
  alleppey: { river: "plains-palms" },
  coorg: { river: "plains-elephants", mountain: "ridges" },
  manali: { river: "wild-raft" },
  delhi: { city: "arch", monument: "mausoleum" },
  mumbai: { city: "gateway", monument: "stupa" },
  hyderabad: { monument: "gate", city: "clock", river: "plains" },
  kochi: { city: "nets" },
  bengaluru: { city: "civic", mountain: "ridges" },
  kashmir: { lake: "houseboats", river: "wild-raft" },
  udaipur: { lake: "palace", temple: "nagara" },
  sanchi: { monument: "stupa" },
  amritsar: { temple: "golden" },
  madurai: { temple: "gopuram" },
  mahabalipuram: { temple: "vimana" },
  khajuraho: { temple: "nagara", river: "canyon", wildlife: "tiger" },
  hampi: { temple: "gopuram", river: "plains-boulders-coracles" },
  "rann-of-kutch": { desert: "salt", city: "clock" },
  ladakh: { mountain: "barren", lake: "bare" },
  shimla: { mountain: "green" },
  gir: { wildlife: "lion" },
  "jim-corbett": { wildlife: "elephant", river: "wild" },
  ranthambore: { wildlife: "tiger", fort: "scrub" },
  bandhavgarh: { wildlife: "tiger" },
  kanha: { wildlife: "tiger", river: "canyon-marble-boat" },
  jodhpur: { fort: "blue" },
  jaisalmer: { fort: "town" },
  diu: { fort: "water" },
  gwalior: { fort: "scrub" },
  orchha: { temple: "nagara" },
  mysuru: { monument: "mausoleum" },
  rishikesh: { mountain: "green" },
  ooty: { mountain: "ridges", river: "plains" },
  pachmarhi: { mountain: "ridges" },
  munnar: { wildlife: "elephant", mountain: "ridges" },
  dharamshala: { mountain: "barren" },
};

export function hintFor(slug: string, scene: Scene): string | undefined {
  return placeHints[slug]?.[scene];
}

/**
 * Gallery pictures whose caption names a time of day ("Sunset over the Yamuna", "Morning on the
 * Ganges"), by file name; the others take their turn in the day's round.
 */
const galleryTimes: Record<string, TimeOfDay> = {
  "agra-gallery-3": "sunset",
  "alleppey-gallery-3": "sunset",
  "bengaluru-gallery-3": "dawn",
  "coorg-gallery-2": "noon",
  "jaisalmer-gallery-2": "sunset",
  "ladakh-gallery-3": "dawn",
  "mahabalipuram-gallery-3": "dawn",
  "majuli-gallery-3": "dawn",
  "mumbai-gallery-3": "night",
  "munnar-gallery-3": "dawn",
  "neil-island-gallery-1": "sunset",
  "ooty-gallery-2": "noon",
  "puducherry-gallery-1": "dawn",
  "rann-of-kutch-gallery-1": "sunset",
  "rishikesh-gallery-3": "dawn",
  "varanasi-gallery-2": "dawn",
  "goa-gallery-3": "sunset",
  "alleppey-gallery-2": "noon",
  "majuli-gallery-1": "noon",
  "coorg-gallery-3": "noon",
  "hampi-gallery-3": "noon",
};

export function galleryTimeFor(slug: string, picture: number): TimeOfDay | undefined {
  return galleryTimes[`${slug}-gallery-${picture}`];
}
