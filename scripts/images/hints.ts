import type { Scene } from "@/server/db/seed/types";

/**
 * Which variant of a scene suits a place, so Sanchi gets a stupa rather than a mausoleum.
 * Places not listed get a variant chosen from their seed.
 */
const placeHints: Record<string, Partial<Record<Scene, string>>> = {
  agra: { monument: "mausoleum", city: "dome" },
  delhi: { city: "arch", monument: "mausoleum" },
  mumbai: { city: "gateway" },
  hyderabad: { monument: "gate", city: "clock" },
  kochi: { city: "nets" },
  bengaluru: { city: "civic" },
  kashmir: { lake: "houseboats" },
  udaipur: { lake: "palace" },
  sanchi: { monument: "stupa" },
  amritsar: { temple: "golden" },
  madurai: { temple: "gopuram" },
  mahabalipuram: { temple: "vimana" },
  khajuraho: { temple: "nagara" },
  hampi: { temple: "gopuram" },
  "rann-of-kutch": { desert: "salt" },
  ladakh: { mountain: "barren" },
  shimla: { mountain: "green" },
  gir: { wildlife: "lion" },
  "jim-corbett": { wildlife: "elephant" },
  ranthambore: { wildlife: "tiger", fort: "scrub" },
  bandhavgarh: { wildlife: "tiger" },
  kanha: { wildlife: "tiger" },
  jodhpur: { fort: "blue" },
  jaisalmer: { fort: "town" },
  diu: { fort: "water" },
  gwalior: { fort: "scrub" },
};

export function hintFor(slug: string, scene: Scene): string | undefined {
  return placeHints[slug]?.[scene];
}
