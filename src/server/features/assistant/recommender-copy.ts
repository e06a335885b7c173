import type { Interest, Region } from "@/shared/constants";
import { formatRupees } from "@/shared/money";
import type { TripHints } from "./hints";
import {
  ALL_MONTHS,
  describeSeason,
  joinList,
  type MonthMask,
  maskOf,
  monthName,
  seasonRuns,
} from "./season";

export type Language = "en" | "hi";

const INTEREST_NOUN: Record<Language, Record<Interest, string>> = {
  en: {
    historical: "history",
    cultural: "culture",
    adventure: "adventure",
    beach: "beaches",
    nightlife: "nightlife",
    nature: "nature",
    spiritual: "spiritual journeys",
    food: "food",
    wildlife: "wildlife",
  },
  hi: {
    historical: "इतिहास",
    cultural: "संस्कृति",
    adventure: "रोमांच",
    beach: "समुद्र तट",
    nightlife: "नाइटलाइफ़",
    nature: "प्रकृति",
    spiritual: "आध्यात्मिकता",
    food: "खान-पान",
    wildlife: "वन्यजीव",
  },
};

const INTEREST_ADJECTIVE: Record<Interest, string> = {
  historical: "heritage",
  cultural: "culture",
  adventure: "adventure",
  beach: "beach",
  nightlife: "nightlife",
  nature: "nature",
  spiritual: "spiritual",
  food: "food",
  wildlife: "wildlife",
};

const REGION_HI: Record<Region, string> = {
  "North India": "उत्तर भारत",
  "West India": "पश्चिम भारत",
  "South India": "दक्षिण भारत",
  Islands: "द्वीप",
  "Central India": "मध्य भारत",
};

export const rupees = formatRupees;

export function regionName(region: Region, language: Language): string {
  return language === "hi" ? REGION_HI[region] : region;
}

export function interestNouns(interests: readonly Interest[], language: Language): string {
  return joinList(
    interests.map((i) => INTEREST_NOUN[language][i]),
    language,
  );
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function monthsPhrase(months: readonly number[], language: Language): string {
  return describeSeason(maskOf(months), language);
}

/** "in December", "from December to February", "दिसंबर में", "दिसंबर से फ़रवरी के बीच" */
export function during(months: readonly number[], language: Language): string {
  const runs = seasonRuns(maskOf(months));
  const hi = language === "hi";
  if (runs.length === 1 && runs[0][0] !== runs[0][1]) {
    const [from, to] = runs[0].map((m) => monthName(m, language));
    return hi ? `${from} से ${to} के बीच` : `from ${from} to ${to}`;
  }
  return hi ? `${monthsPhrase(months, "hi")} में` : `in ${monthsPhrase(months, "en")}`;
}

/** The requested months as a sentence's subject: "December", or "your travel months". */
export function monthsSubject(months: readonly number[], language: Language): string {
  if (months.length === 1) return monthName(months[0], language);
  return language === "hi" ? "आपकी यात्रा के महीने" : "your travel months";
}

/** Joins clauses into one sentence: "a, b and c." / "क, ख और ग।" */
export function sentence(clauses: readonly string[], language: Language): string {
  const body = joinList(clauses, language);
  return language === "hi" ? `${body}।` : `${capitalise(body)}.`;
}

/** What the traveller asked for, as read from the prompt, with the budget per person. */
export interface TripRequest extends Omit<TripHints, "language"> {
  perPerson?: number;
}

/** "a 5-day beach trip in December for 2 travellers on ₹30,000 in total (about ₹15,000 per person)" */
export function describeRequest(request: TripRequest, language: Language): string {
  return language === "hi" ? describeRequestHi(request) : describeRequestEn(request);
}

function describeRequestEn(request: TripRequest): string {
  const { days, travellers, months, interests, regions, places, budget, perPerson } = request;
  const kind =
    interests.length > 0
      ? `${joinList(
          interests.map((i) => INTEREST_ADJECTIVE[i]),
          "en",
        )} `
      : "";
  let phrase = `${days ? `${days}-day ` : ""}${kind}trip`;
  phrase = `${/^(?:[aeiou]|8|11-|18-)/.test(phrase) ? "an" : "a"} ${phrase}`;
  if (places.length > 0) phrase += ` to ${joinList(places, "en")}`;
  else if (regions.length > 0)
    phrase += ` in ${joinList(
      regions.map((r) => (r === "Islands" ? "the islands" : r)),
      "en",
    )}`;
  if (months.length > 0) phrase += ` ${during(months, "en")}`;
  if (travellers) phrase += travellers === 1 ? " on your own" : ` for ${travellers} travellers`;
  if (budget && perPerson !== undefined) {
    phrase += sharedBudget(request)
      ? ` on ${rupees(budget.amount)} in total (about ${rupees(perPerson)} per person)`
      : budget.per === "total" && !travellers
        ? ` on a budget of ${rupees(budget.amount)}`
        : ` on ${rupees(perPerson)} per person`;
  }
  return phrase;
}

function describeRequestHi(request: TripRequest): string {
  const { days, travellers, months, interests, regions, places, budget, perPerson } = request;
  const parts: string[] = [];
  if (months.length > 0) parts.push(during(months, "hi"));
  if (places.length > 0) parts.push(`${joinList(places, "hi")} की`);
  else if (regions.length > 0)
    parts.push(
      `${joinList(
        regions.map((r) => REGION_HI[r]),
        "hi",
      )} की`,
    );
  if (days) parts.push(`${days} दिन की`);
  parts.push(interests.length > 0 ? `${interestNouns(interests, "hi")} वाली यात्रा` : "यात्रा");
  let phrase = parts.join(" ");
  if (travellers) phrase += travellers === 1 ? ", अकेले" : `, ${travellers} यात्रियों के लिए`;
  if (budget && perPerson !== undefined) {
    phrase += sharedBudget(request)
      ? `, कुल ${rupees(budget.amount)} (लगभग ${rupees(perPerson)} प्रति व्यक्ति) के बजट में`
      : budget.per === "total" && !travellers
        ? `, ${rupees(budget.amount)} के बजट में`
        : `, ${rupees(perPerson)} प्रति व्यक्ति के बजट में`;
  }
  return phrase;
}

function sharedBudget(request: TripRequest): boolean {
  return request.budget?.per === "total" && (request.travellers ?? 1) > 1;
}

/** What the text needs to know about one destination weighed against the request. */
export interface PickFacts {
  name: string;
  state: string;
  region: Region;
  avgPrice: number;
  bestSeason: string;
  season: MonthMask | null;
  difficulty: string;
  place: "name" | "state" | null;
  matchedInterests: Interest[];
  primaryInterestMatched: boolean;
  /** Share of the requested months inside the best season; null when no months were asked. */
  seasonCover: number | null;
  /** The one place the prompt named, and the interests this pick shares with it. */
  likeNamed?: { name: string; interests: Interest[] };
}

function seasonWords(facts: PickFacts, language: Language): string {
  return seasonText(facts.season, facts.bestSeason, language);
}

/** One sentence on why a pick suits the request. */
export function recommendationSentence(
  facts: PickFacts,
  request: TripRequest,
  language: Language,
): string {
  const hi = language === "hi";
  const clauses: string[] = [];
  if (facts.place === "name") {
    clauses.push(hi ? `आपने ${facts.name} का नाम लिया है` : `you asked for ${facts.name} by name`);
  } else if (facts.place === "state") {
    clauses.push(
      hi ? `यह ${facts.state} में है, जैसा आपने चाहा` : `it is in ${facts.state}, as you asked`,
    );
  }
  if (facts.matchedInterests.length > 0) {
    const nouns = interestNouns(facts.matchedInterests, language);
    if (hi) {
      clauses.push(
        facts.primaryInterestMatched
          ? `यह ${nouns} के लिए सबसे ज़्यादा जाना जाता है`
          : `यह ${nouns} के लिए अच्छा है`,
      );
    } else {
      clauses.push(`it is ${facts.primaryInterestMatched ? "best known" : "good"} for ${nouns}`);
    }
  }
  if (facts.likeNamed) {
    const nouns = interestNouns(facts.likeNamed.interests, language);
    clauses.push(
      hi
        ? `${facts.likeNamed.name} की तरह यहाँ भी ${nouns} का आनंद है`
        : `like ${facts.likeNamed.name}, it offers ${nouns}`,
    );
  }
  clauses.push(seasonClause(facts, request, language));
  clauses.push(priceClause(facts, request, language));
  if (request.days && request.days >= 7 && facts.difficulty !== "Easy") {
    clauses.push(
      hi
        ? `${request.days} दिनों में इसके कठिन रास्तों के लिए भी समय रहेगा`
        : `${request.days} days leave time for its ${facts.difficulty.toLowerCase()} terrain`,
    );
  }
  return sentence(clauses, language);
}

function seasonClause(facts: PickFacts, request: TripRequest, language: Language): string {
  const hi = language === "hi";
  const best = seasonWords(facts, language);
  if (facts.season === null) {
    return hi
      ? `इसका मौसम: ${facts.bestSeason}`
      : `its best season is listed as ${facts.bestSeason}`;
  }
  if (facts.seasonCover === null) {
    if (facts.season === ALL_MONTHS)
      return hi ? "यहाँ साल भर जाया जा सकता है" : "it is good all year";
    return hi ? `यहाँ जाने का सबसे अच्छा समय ${best} है` : `it is at its best from ${best}`;
  }
  const when = monthsSubject(request.months, language);
  const one = request.months.length === 1;
  if (facts.seasonCover >= 1) {
    if (facts.season === ALL_MONTHS)
      return hi ? `यहाँ ${when} समेत साल भर जाया जा सकता है` : `it is good all year, ${when} included`;
    return hi
      ? `${when} इसके सबसे अच्छे मौसम (${best}) में ${one ? "आता है" : "आते हैं"}`
      : `${when} ${one ? "falls" : "fall"} in its best season (${best})`;
  }
  if (facts.seasonCover > 0) {
    return hi
      ? `इसका सबसे अच्छा मौसम (${best}) आपकी यात्रा के कुछ महीनों से मेल खाता है`
      : `its best season (${best}) covers part of ${when}`;
  }
  return hi
    ? `ध्यान दें कि ${when} इसके सबसे अच्छे मौसम (${best}) से बाहर ${one ? "है" : "हैं"}`
    : `note that ${when} ${one ? "is" : "are"} outside its best season (${best})`;
}

function priceClause(facts: PickFacts, request: TripRequest, language: Language): string {
  const hi = language === "hi";
  const price = rupees(facts.avgPrice);
  const budget = request.perPerson;
  if (budget === undefined) {
    return hi ? `इसका ख़र्च लगभग ${price} प्रति व्यक्ति है` : `it costs about ${price} per person`;
  }
  if (facts.avgPrice <= budget) {
    return hi
      ? `लगभग ${price} प्रति व्यक्ति के ख़र्च के साथ यह आपके ${rupees(budget)} प्रति व्यक्ति के बजट में है`
      : `at about ${price} per person it fits your ${rupees(budget)} per person budget`;
  }
  const over = rupees(facts.avgPrice - budget);
  return hi
    ? `लगभग ${price} प्रति व्यक्ति के ख़र्च के साथ यह आपके बजट से ${over} ज़्यादा है`
    : `at about ${price} per person it is ${over} over your ${rupees(budget)} per person budget`;
}

export function seasonText(mask: MonthMask | null, raw: string, language: Language): string {
  if (language === "en" || mask === null) return raw;
  return describeSeason(mask, "hi");
}
