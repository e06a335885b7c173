import type { AssistantResponse, RecommendedDestination } from "@/shared/assistant/schema";
import type { Destination } from "@/shared/catalogue/types";
import type { Interest } from "@/shared/constants";
import type { TripHints } from "./hints";
import {
  capitalise,
  interestNouns,
  type Language,
  type PickFacts,
  recommendationSentence,
  rupees,
  seasonText,
  type TripRequest,
} from "./recommender-copy";
import { type NoMatch, type PriceStats, summarise } from "./recommender-summary";
import { ALL_MONTHS, type MonthMask, maskOf, parseSeason } from "./season";

/** A destination's Hindi texts (destinations.hi, migration 0016); any may still be missing. */
export interface HindiDestinationTexts {
  name?: string;
  state?: string;
  description?: string;
  bestSeason?: string;
  imageAlt?: string;
}

/** A catalogue destination as the assistant reads it: with its Hindi texts when it has them. */
export type CatalogueDestination = Destination & { hi?: HindiDestinationTexts };

/** A Hindi text of the destination, or null when it has none yet. */
function hindi(d: CatalogueDestination, field: keyof HindiDestinationTexts): string | null {
  const text = d.hi?.[field];
  return typeof text === "string" && text.trim() !== "" ? text.trim() : null;
}

/** The destination's name as the reader reads it: Hindi readers get the Hindi name when there is one. */
export function nameIn(d: CatalogueDestination, language: Language): string {
  return (language === "hi" && hindi(d, "name")) || d.name;
}

/** The state's Hindi name, from any destination in it that has one. */
function stateIn(
  catalogue: readonly CatalogueDestination[],
  state: string,
  language: Language,
): string {
  if (language !== "hi") return state;
  for (const d of catalogue) {
    if (d.state !== state) continue;
    const text = hindi(d, "state");
    if (text) return text;
  }
  return state;
}

export interface RecommendOptions {
  /** How many destinations to return; 3 unless told. */
  limit?: number;
}

/** More than this many times the per-person budget is out of reach, not a stretch. */
export const FAR_OVER_BUDGET = 1.5;

const WEIGHT = {
  interests: 4,
  similarToNamed: 2.5,
  namedPlace: 8,
  namedState: 5,
  region: 1.5,
  season: 2,
  outOfSeason: -2,
  withinBudget: 1,
  budgetUse: 0.3,
  overBudgetPerUnit: -2.5,
  rating: 1.2,
  featured: 0.3,
  /** "sasta": up to this much for a place costing nothing, as much taken off one costing double the median. */
  cheap: 1.5,
} as const;

/** An interest listed first is what a place is about; later ones count a little less. */
const POSITION_WEIGHT = [1, 0.8, 0.65, 0.55, 0.5];

interface Assessment {
  destination: CatalogueDestination;
  season: MonthMask | null;
  place: "name" | "state" | null;
  matchedInterests: Interest[];
  /** Interests shared with the place named in the prompt, when no interests were asked for. */
  sharedWithNamed: Interest[];
  seasonCover: number | null;
  budgetRatio: number | null;
  relevant: boolean;
  inRegion: boolean;
  inSeason: boolean;
  affordable: boolean;
  score: number;
}

export function perPersonBudget(hints: TripHints): number | undefined {
  if (!hints.budget) return undefined;
  if (hints.budget.per === "person") return hints.budget.amount;
  return Math.round(hints.budget.amount / Math.max(1, hints.travellers ?? 1));
}

function seasonCover(season: MonthMask | null, requested: MonthMask, count: number): number | null {
  if (count === 0) return null;
  if (season === null) return 1;
  let covered = 0;
  for (let bits = season & requested; bits; bits &= bits - 1) covered++;
  return covered / count;
}

function tripLengthScore(destination: Destination, days: number | undefined): number {
  if (!days) return 0;
  const far = destination.region === "Islands" ? 1 : 0;
  const hard =
    destination.difficulty === "Challenging" ? 1 : destination.difficulty === "Moderate" ? 0.4 : 0;
  if (days <= 3) return -(hard * 1.5 + far * 0.5);
  if (days >= 7) return hard * 0.6 + far * 0.3;
  return 0;
}

const NONE: Interest[] = [];

function namedAs(destination: Destination, places: ReadonlySet<string>): "name" | "state" | null {
  if (places.has(destination.name.toLowerCase())) return "name";
  return places.has(destination.state.toLowerCase()) ? "state" : null;
}

function assess(
  destination: CatalogueDestination,
  hints: TripHints,
  context: {
    places: ReadonlySet<string>;
    similarTo: ReadonlySet<Interest>;
    similarToName: string | undefined;
    requestedMonths: MonthMask;
    perPerson: number | undefined;
    medianPrice: number | undefined;
  },
): Assessment {
  const place = context.places.size === 0 ? null : namedAs(destination, context.places);
  let matchedInterests: Interest[] = NONE;
  let interestScore = 0;
  for (const interest of hints.interests) {
    const position = destination.interests.indexOf(interest);
    if (position < 0) continue;
    if (matchedInterests === NONE) matchedInterests = [];
    matchedInterests.push(interest);
    interestScore += POSITION_WEIGHT[Math.min(position, POSITION_WEIGHT.length - 1)];
  }
  if (hints.interests.length > 0) interestScore /= hints.interests.length;
  const season = parseSeason(destination.bestSeason);
  const cover = seasonCover(season, context.requestedMonths, hints.months.length);
  const budgetRatio =
    context.perPerson === undefined ? null : destination.avgPrice / Math.max(1, context.perPerson);

  const relevant = hints.interests.length === 0 || matchedInterests.length > 0 || place !== null;
  const inRegion =
    hints.regions.length === 0 ||
    hints.places.length > 0 ||
    hints.regions.includes(destination.region);
  const inSeason = cover === null || cover > 0 || place !== null;
  const affordable = budgetRatio === null || budgetRatio <= FAR_OVER_BUDGET;

  let score = interestScore * WEIGHT.interests;
  const sharedWithNamed =
    place === "name" || context.similarTo.size === 0
      ? NONE
      : destination.interests.filter((i) => context.similarTo.has(i));
  if (context.similarTo.size > 0) {
    score += (sharedWithNamed.length / context.similarTo.size) * WEIGHT.similarToNamed;
  }
  if (place === "name") score += WEIGHT.namedPlace;
  else if (place === "state") score += WEIGHT.namedState;
  if (hints.regions.includes(destination.region)) score += WEIGHT.region;
  if (cover !== null) score += cover > 0 ? cover * WEIGHT.season : WEIGHT.outOfSeason;
  if (budgetRatio !== null) {
    score +=
      budgetRatio <= 1
        ? WEIGHT.withinBudget + WEIGHT.budgetUse * budgetRatio
        : (budgetRatio - 1) * WEIGHT.overBudgetPerUnit;
  }
  score += tripLengthScore(destination, hints.days);
  if (hints.cheap && context.medianPrice) {
    const saving = (context.medianPrice - destination.avgPrice) / context.medianPrice;
    score += Math.max(-1, Math.min(1, saving)) * WEIGHT.cheap;
  }
  score += (destination.rating - 4) * WEIGHT.rating + (destination.featured ? WEIGHT.featured : 0);

  return {
    destination,
    season,
    place,
    matchedInterests,
    sharedWithNamed,
    seasonCover: cover,
    budgetRatio,
    relevant,
    inRegion,
    inSeason,
    affordable,
    score,
  };
}

function byScore(a: Assessment, b: Assessment): number {
  return (
    b.score - a.score ||
    b.destination.rating - a.destination.rating ||
    Number(b.destination.featured) - Number(a.destination.featured) ||
    a.destination.srNo - b.destination.srNo
  );
}

/** The best `limit` by score without sorting everything: the catalogue may be large. */
function topBy(items: Assessment[], limit: number): Assessment[] {
  const top: Assessment[] = [];
  for (const item of items) {
    if (top.length === limit && byScore(item, top[top.length - 1]) >= 0) continue;
    let i = top.length;
    while (i > 0 && byScore(item, top[i - 1]) < 0) i--;
    top.splice(i, 0, item);
    if (top.length > limit) top.pop();
  }
  return top;
}

export function priceStats(
  destinations: readonly CatalogueDestination[],
  language: Language = "en",
): PriceStats | null {
  if (destinations.length === 0) return null;
  const prices = Float64Array.from(destinations, (d) => d.avgPrice).sort();
  let cheapest = destinations[0];
  let dearest = destinations[0];
  for (const d of destinations) {
    if (d.avgPrice < cheapest.avgPrice) cheapest = d;
    if (d.avgPrice > dearest.avgPrice) dearest = d;
  }
  const middle = prices.length >> 1;
  const median =
    prices.length % 2 === 1
      ? prices[middle]
      : Math.round((prices[middle - 1] + prices[middle]) / 2);
  return {
    min: cheapest.avgPrice,
    minName: nameIn(cheapest, language),
    median,
    max: dearest.avgPrice,
    maxName: nameIn(dearest, language),
    count: destinations.length,
  };
}

/** The card's description: the first sentence, or two when the first is short. */
export function leadSentences(description: string): string {
  const sentences = splitSentences(description);
  if (sentences.length === 0) return description.trim();
  const first = sentences[0];
  return first.length < 120 && sentences.length > 1 ? `${first} ${sentences[1]}` : first;
}

/** Sentences end with a full stop, or in Hindi with a danda (।). */
function splitSentences(description: string): string[] {
  const hindiText = /[\u0900-\u097F]/.test(description);
  return description
    .split(/(?<=[.।])\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (/[.!?।]$/.test(s) ? s : `${s}${hindiText ? "।" : "."}`));
}

function highlightsOf(assessment: Assessment, language: Language): string[] {
  const d = assessment.destination;
  const hi = language === "hi";
  const season = seasonText(assessment.season, d.bestSeason, language);
  const highlights = [
    hi
      ? `सबसे अच्छा समय: ${assessment.season === ALL_MONTHS ? "साल भर" : season}`
      : `Best time: ${season}`,
    capitalise(interestNouns(d.interests, language)),
    hi ? `लगभग ${rupees(d.avgPrice)} प्रति व्यक्ति` : `About ${rupees(d.avgPrice)} per person`,
  ];
  if (!hi) {
    const used = leadSentences(d.description);
    const short = splitSentences(d.description)
      .filter((s) => !used.includes(s) && s.length <= 110)
      .sort((a, b) => a.length - b.length)[0];
    if (short) highlights.push(short);
  }
  return highlights;
}

function factsOf(assessment: Assessment, language: Language, similarToName?: string): PickFacts {
  const d = assessment.destination;
  return {
    name: nameIn(d, language),
    state: (language === "hi" && hindi(d, "state")) || d.state,
    region: d.region,
    avgPrice: d.avgPrice,
    bestSeason: d.bestSeason,
    season: assessment.season,
    difficulty: d.difficulty,
    place: assessment.place,
    matchedInterests: assessment.matchedInterests,
    primaryInterestMatched:
      assessment.matchedInterests.length > 0 &&
      assessment.matchedInterests.includes(d.interests[0]),
    seasonCover: assessment.seasonCover,
    likeNamed:
      similarToName && assessment.sharedWithNamed.length > 0
        ? { name: similarToName, interests: assessment.sharedWithNamed }
        : undefined,
  };
}

/**
 * A card's name and description in the reader's language: Hindi where the destination has it,
 * else English, with the English ones listed in `englishFields` (as the catalogue does).
 */
export function cardTexts(
  d: CatalogueDestination,
  language: Language,
): Pick<RecommendedDestination, "name" | "description" | "englishFields"> {
  if (language !== "hi") return { name: d.name, description: leadSentences(d.description) };
  const name = hindi(d, "name");
  const description = hindi(d, "description");
  const englishFields = [...(name ? [] : ["name"]), ...(description ? [] : ["description"])];
  return {
    name: name ?? d.name,
    description: leadSentences(description ?? d.description),
    ...(englishFields.length > 0 ? { englishFields } : {}),
  };
}

function toCard(
  assessment: Assessment,
  request: TripRequest,
  language: Language,
  similarToName: string | undefined,
): RecommendedDestination {
  const d = assessment.destination;
  return {
    ...cardTexts(d, language),
    highlights: highlightsOf(assessment, language),
    recommendation: recommendationSentence(
      factsOf(assessment, language, similarToName),
      request,
      language,
    ),
    sr_no: d.srNo,
  };
}

function diagnose(assessments: Assessment[], hints: TripHints, limit: number): NoMatch {
  const language = hints.language;
  const withoutBudget = assessments.filter((a) => a.relevant && a.inRegion && a.inSeason);
  if (withoutBudget.length > 0) return { kind: "budget" };
  const withoutSeason = assessments.filter((a) => a.relevant && a.inRegion && a.affordable);
  if (hints.months.length > 0 && withoutSeason.length > 0) {
    const matching = topBy(withoutSeason, limit);
    let bestMonths = 0;
    for (const a of withoutSeason) bestMonths |= a.season ?? 0;
    const alternatives = topBy(
      assessments.filter((a) => a.inRegion && a.affordable && (a.seasonCover ?? 0) > 0),
      2,
    );
    return {
      kind: "season",
      places: matching.map((a) => factsOf(a, language)),
      bestMonths,
      inSeasonAlternatives: alternatives.map((a) => nameIn(a.destination, language)),
    };
  }
  const withoutRegion = assessments.filter((a) => a.relevant && a.inSeason && a.affordable);
  if (hints.regions.length > 0 && withoutRegion.length > 0) {
    return {
      kind: "region",
      alternatives: topBy(withoutRegion, 2).map((a) => factsOf(a, language)),
    };
  }
  const wanted = assessments.filter((a) => a.relevant && a.inRegion);
  const stats = priceStats(
    wanted.map((a) => a.destination),
    language,
  );
  if (!stats) return { kind: "other" };
  let bestMonths = 0;
  for (const a of wanted) bestMonths |= a.season ?? ALL_MONTHS;
  return { kind: "combined", stats, bestMonths };
}

/**
 * The built-in recommender: scores the catalogue against the hints (budget, interests, season,
 * region or named places, trip length, then rating) and explains the picks.
 */
export function recommend(
  catalogue: readonly CatalogueDestination[],
  hints: TripHints,
  options: RecommendOptions = {},
): AssistantResponse {
  const limit = Math.max(1, options.limit ?? 3);
  const language = hints.language;
  const perPerson = perPersonBudget(hints);
  const places = new Set(hints.places.map((p) => p.toLowerCase()));
  const similarTo = new Set<Interest>();
  const namedDestinations: string[] = [];
  if (hints.interests.length === 0) {
    for (const d of catalogue) {
      if (!places.has(d.name.toLowerCase())) continue;
      namedDestinations.push(nameIn(d, language));
      for (const i of d.interests) similarTo.add(i);
    }
  }
  const similarToName = namedDestinations.length === 1 ? namedDestinations[0] : undefined;
  const catalogueStats = priceStats(catalogue, language);
  const context = {
    places,
    similarTo,
    similarToName,
    requestedMonths: maskOf(hints.months),
    perPerson,
    medianPrice: catalogueStats?.median,
  };
  const assessments = catalogue.map((d) => assess(d, hints, context));

  const candidates: Assessment[] = [];
  const matching: CatalogueDestination[] = [];
  const matchingNamed: CatalogueDestination[] = [];
  for (const a of assessments) {
    if (!(a.relevant && a.inRegion && a.inSeason)) continue;
    matching.push(a.destination);
    if (a.place) matchingNamed.push(a.destination);
    if (a.affordable) candidates.push(a);
  }
  const tooDearNamed = assessments
    .filter((a) => a.place === "name" && !a.affordable)
    .map((a) => a.destination);
  const namedWithinReach = matchingNamed.filter((d) => !tooDearNamed.includes(d));
  const compared = namedWithinReach.length > 0 ? namedWithinReach : matching;
  const picks = topBy(candidates, limit);
  const request: TripRequest = {
    ...hints,
    perPerson,
    places: hints.places.map((place) => {
      const named = catalogue.find((d) => d.name === place);
      return named ? nameIn(named, language) : stateIn(catalogue, place, language);
    }),
  };

  const summary = summarise({
    request,
    language,
    picks: picks.map((a) => factsOf(a, language)),
    catalogueStats,
    matchingStats: priceStats(compared, language),
    matchingIsWholeCatalogue: compared.length === catalogue.length,
    tooDearNamed: tooDearNamed.map((d) => ({ name: nameIn(d, language), avgPrice: d.avgPrice })),
    noMatch: picks.length === 0 ? diagnose(assessments, hints, limit) : undefined,
  });
  return {
    summary,
    destinations: picks.map((a) => toCard(a, request, language, similarToName)),
  };
}
