import type { Destination } from "@/shared/catalogue/types";
import {
  DIFFICULTIES,
  type Difficulty,
  INTERESTS,
  type Interest,
  REGIONS,
  type Region,
} from "@/shared/constants";

/** mulberry32: small, fast and the same on every machine for a given seed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATES: Record<Region, string[]> = {
  "North India": ["Himachal Pradesh", "Uttarakhand", "Uttar Pradesh", "Punjab", "Ladakh"],
  "West India": ["Rajasthan", "Gujarat", "Maharashtra", "Goa"],
  "South India": ["Kerala", "Karnataka", "Tamil Nadu", "Telangana", "Andhra Pradesh"],
  Islands: ["Andaman and Nicobar Islands", "Lakshadweep"],
  "Central India": ["Madhya Pradesh", "Chhattisgarh"],
};

const SEASONS = [
  "October to March",
  "November to February",
  "September to May",
  "March to June",
  "May to September",
  "October to June",
  "December to April",
  "Year-round",
  "March to June and September to November",
];

const SYLLABLES = ["ka", "ra", "ma", "pu", "li", "van", "gar", "deo", "sha", "nal", "tir", "kot"];
const SUFFIXES = ["pur", "abad", "garh", "nagar", "wadi", "kere", "palli", " Hills", " Beach"];

const FEATURES: Record<Interest, string> = {
  historical: "old forts and carved temples from past dynasties",
  cultural: "craft villages, folk music and lively festivals",
  adventure: "trekking trails, river rafting and rock climbing",
  beach: "quiet beaches with clear water and fishing villages",
  nightlife: "rooftop bars, live music and late-night markets",
  nature: "forested hills, lakes and waterfalls",
  spiritual: "ancient shrines, ghats and meditation retreats",
  food: "a celebrated local cuisine and busy street food lanes",
  wildlife: "a national park with tigers, elephants and birds",
};

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function nameFor(random: () => number, index: number): string {
  const syllables = 2 + Math.floor(random() * 2);
  let stem = "";
  for (let i = 0; i < syllables; i++) stem += pick(random, SYLLABLES);
  const base = stem.charAt(0).toUpperCase() + stem.slice(1);
  return `${base}${pick(random, SUFFIXES)} ${index}`;
}

function interestsFor(random: () => number): Interest[] {
  const count = 2 + Math.floor(random() * 3);
  const chosen = new Set<Interest>();
  while (chosen.size < count) chosen.add(pick(random, INTERESTS));
  return [...chosen];
}

/**
 * `n` plausible made-up destinations for benchmarks and tests, the same for the same seed.
 * Names end in their index so they never collide.
 */
export function generateCatalogue(n: number, seed = 1): Destination[] {
  const random = prng(seed);
  const destinations: Destination[] = [];
  for (let i = 1; i <= n; i++) {
    const region = pick(random, REGIONS);
    const state = pick(random, STATES[region]);
    const interests = interestsFor(random);
    const name = nameFor(random, i);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const difficulty: Difficulty = pick(random, DIFFICULTIES);
    destinations.push({
      srNo: i,
      slug,
      name,
      state,
      region,
      latitude: null,
      longitude: null,
      description: [
        `${name} is a ${difficulty.toLowerCase()} getaway in ${state}, known for ${FEATURES[interests[0]]}`,
        `Visitors also come for ${FEATURES[interests[1]]}`,
        `Most travellers spend ${3 + Math.floor(random() * 5)} days here.`,
      ].join(". "),
      bestSeason: pick(random, SEASONS),
      interests,
      avgPrice: 5000 + Math.round((random() * random() * 85000) / 500) * 500,
      rating: Math.round((3.6 + random() * 1.4) * 10) / 10,
      difficulty,
      featured: random() < 0.1,
      image: `/images/destinations/${slug}.svg`,
      imageAlt: `Illustration of ${name}`,
      photo: null,
    });
  }
  return destinations;
}
