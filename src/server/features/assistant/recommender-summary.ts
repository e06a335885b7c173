import {
  describeRequest,
  during,
  type Language,
  monthsSubject,
  type PickFacts,
  regionName,
  rupees,
  seasonText,
  type TripRequest,
} from "./recommender-copy";
import { describeSeason, joinList, type MonthMask } from "./season";

/** Prices in rupees per person over a set of destinations. */
export interface PriceStats {
  min: number;
  minName: string;
  median: number;
  max: number;
  maxName: string;
  count: number;
}

/** Why nothing was picked: the first of budget, season and region that, relaxed, would give picks. */
export type NoMatch =
  | { kind: "budget" }
  | {
      kind: "season";
      places: PickFacts[];
      bestMonths: MonthMask;
      inSeasonAlternatives: string[];
    }
  | { kind: "region"; alternatives: PickFacts[] }
  /** Several wishes at once: what the wanted places cost and when they are at their best. */
  | { kind: "combined"; stats: PriceStats; bestMonths: MonthMask }
  | { kind: "other" };

export interface SummaryInput {
  request: TripRequest;
  language: Language;
  picks: PickFacts[];
  catalogueStats: PriceStats | null;
  /** Destinations that fit everything asked for except the budget; only the named ones if any. */
  matchingStats: PriceStats | null;
  matchingIsWholeCatalogue: boolean;
  /** Places named in the prompt that cost far more than the budget. */
  tooDearNamed: { name: string; avgPrice: number }[];
  noMatch?: NoMatch;
}

const MONSOON = [7, 8, 9];

/** When, how many people, how many days: what a request may leave out, in each language. */
const MISSING_FACTS: Record<Language, [string, string, string]> = {
  en: ["when you plan to travel", "how many people are going", "how many days you have"],
  hi: ["आप कब जाना चाहते हैं", "कितने लोग जा रहे हैं", "आपके पास कितने दिन हैं"],
};

/** Asks for what the request leaves out, or says nothing when it is complete. */
function askFor(request: TripRequest, language: Language, ask: (facts: string) => string) {
  const [when, who, howLong] = MISSING_FACTS[language];
  const missing = [
    request.months.length === 0 ? when : null,
    request.travellers ? null : who,
    request.days ? null : howLong,
  ].filter((fact): fact is string => fact !== null);
  return missing.length > 0 ? ask(joinList(missing, language)) : "";
}

function asksAnything(request: TripRequest): boolean {
  return Boolean(
    request.budget ||
      request.days ||
      request.travellers ||
      request.months.length ||
      request.interests.length ||
      request.regions.length ||
      request.places.length,
  );
}

function names(picks: readonly { name: string }[], language: Language): string {
  return joinList(
    picks.map((p) => p.name),
    language,
  );
}

export function summarise(input: SummaryInput): string {
  const text = input.language === "hi" ? HINDI : ENGLISH;
  const { request, picks } = input;
  if (!input.catalogueStats) return text.emptyCatalogue;
  const parts: string[] = [];
  const tooDear = input.tooDearNamed.map((place) => text.tooDear(place, picks.length > 0));
  if (input.noMatch) {
    parts.push(text.noMatchIntro(describeRequest(request, input.language)));
    parts.push(...tooDear);
    parts.push(noMatchReason(input, input.noMatch, text));
    return parts.filter(Boolean).join(" ");
  }
  parts.push(
    asksAnything(request)
      ? text.intro(describeRequest(request, input.language), picks)
      : text.introWithoutRequest(picks),
  );
  parts.push(...tooDear);
  if (request.months.length > 0) parts.push(text.seasonOfPicks(picks, request));
  if (request.perPerson !== undefined) parts.push(text.budgetOfPicks(picks, request.perPerson));
  const stats = input.matchingStats ?? input.catalogueStats;
  const like = input.matchingIsWholeCatalogue || !input.matchingStats ? "all" : "similar";
  parts.push(budgetAdvice(input, stats, like, text));
  if (asksAnything(request)) parts.push(text.missing(request));
  return parts.filter(Boolean).join(" ");
}

function budgetAdvice(
  input: SummaryInput,
  stats: PriceStats,
  like: "all" | "similar",
  text: Copy,
): string {
  const { perPerson, travellers } = input.request;
  if (perPerson === undefined) return text.priceRange(stats, like);
  if (perPerson < stats.min) return text.budgetBelow(stats, travellers ?? 1);
  if (perPerson < stats.median) {
    const unlocked = input.picks.filter(
      (p) => p.avgPrice > perPerson && p.avgPrice <= stats.median,
    );
    return text.budgetLow(stats, travellers ?? 1, unlocked);
  }
  if (perPerson < stats.max) return text.budgetFits(stats);
  const [first, second] = [...input.picks].sort((a, b) => a.avgPrice - b.avgPrice);
  const combo: [PickFacts, PickFacts] | undefined =
    first && second && first.avgPrice + second.avgPrice <= perPerson ? [first, second] : undefined;
  return text.budgetHigh(stats, combo);
}

function noMatchReason(input: SummaryInput, noMatch: NoMatch, text: Copy): string {
  switch (noMatch.kind) {
    case "budget":
      return input.matchingStats
        ? text.noMatchBudget(input.matchingStats, input.request.travellers ?? 1)
        : text.noMatchOther;
    case "season": {
      const monsoonParks =
        input.request.interests.includes("wildlife") &&
        input.request.months.some((m) => MONSOON.includes(m));
      return text.noMatchSeason(noMatch, input.request, monsoonParks);
    }
    case "region":
      return text.noMatchRegion(noMatch.alternatives, input.request);
    case "combined": {
      const { perPerson, months, travellers } = input.request;
      const tooCheap = perPerson !== undefined && perPerson < noMatch.stats.min;
      const wrongTime =
        months.length > 0 && !months.some((m) => noMatch.bestMonths & (1 << (m - 1)));
      return tooCheap || wrongTime
        ? text.noMatchCombined(noMatch, travellers ?? 1, tooCheap, wrongTime)
        : text.noMatchOther;
    }
    case "other":
      return text.noMatchOther;
  }
}

interface Copy {
  emptyCatalogue: string;
  intro(request: string, picks: PickFacts[]): string;
  introWithoutRequest(picks: PickFacts[]): string;
  seasonOfPicks(picks: PickFacts[], request: TripRequest): string;
  budgetOfPicks(picks: PickFacts[], perPerson: number): string;
  tooDear(place: { name: string; avgPrice: number }, othersSuggested: boolean): string;
  priceRange(stats: PriceStats, like: "all" | "similar"): string;
  budgetBelow(stats: PriceStats, travellers: number): string;
  budgetLow(stats: PriceStats, travellers: number, unlocked: PickFacts[]): string;
  budgetFits(stats: PriceStats): string;
  budgetHigh(stats: PriceStats, combo: [PickFacts, PickFacts] | undefined): string;
  missing(request: TripRequest): string;
  noMatchIntro(request: string): string;
  noMatchBudget(stats: PriceStats, travellers: number): string;
  noMatchSeason(
    noMatch: Extract<NoMatch, { kind: "season" }>,
    request: TripRequest,
    monsoonParks: boolean,
  ): string;
  noMatchRegion(alternatives: PickFacts[], request: TripRequest): string;
  noMatchCombined(
    noMatch: Extract<NoMatch, { kind: "combined" }>,
    travellers: number,
    tooCheap: boolean,
    wrongTime: boolean,
  ): string;
  noMatchOther: string;
}

const outOfSeason = (picks: PickFacts[]) => picks.filter((p) => (p.seasonCover ?? 1) < 1);
const partition = (picks: PickFacts[], perPerson: number) => ({
  fits: picks.filter((p) => p.avgPrice <= perPerson),
  over: picks.filter((p) => p.avgPrice > perPerson),
});
const prices = (picks: PickFacts[], language: Language) =>
  joinList(
    picks.map((p) => rupees(p.avgPrice)),
    language,
  );

const enFor = (amount: number, travellers: number) =>
  travellers > 1
    ? `${rupees(amount * travellers)} for ${travellers} travellers (${rupees(amount)} each)`
    : `${rupees(amount)} per person`;

const ENGLISH: Copy = {
  emptyCatalogue:
    "Namaste! Our destination list is empty right now, so I cannot suggest a trip yet. Please try again later.",
  intro: (request, picks) =>
    `Namaste! For ${request}, my top ${picks.length === 1 ? "pick is" : `${picks.length} picks are`} ${names(picks, "en")}.`,
  introWithoutRequest: (picks) =>
    `Namaste! You have not mentioned a budget, dates or interests yet, so here are our best-loved destinations: ${names(picks, "en")}.`,
  seasonOfPicks(picks, request) {
    const out = outOfSeason(picks);
    if (out.length === 0) {
      const who =
        picks.length === 1 ? "It is" : picks.length === 2 ? "Both are" : "All of them are";
      return `${who} at ${picks.length === 1 ? "its" : "their"} best ${during(request.months, "en")}.`;
    }
    return `Note that ${joinList(
      out.map((p) => `${p.name} is best from ${p.bestSeason}`),
      "en",
    )}.`;
  },
  budgetOfPicks(picks, perPerson) {
    const { fits, over } = partition(picks, perPerson);
    if (over.length === 0) {
      const who =
        picks.length === 1 ? "It fits" : picks.length === 2 ? "Both fit" : "Each of them fits";
      return `${who} your budget of ${rupees(perPerson)} per person.`;
    }
    const goes = over.length === 1 ? "goes" : "go";
    if (fits.length === 0) {
      return `${names(over, "en")} ${goes} a little over your ${rupees(perPerson)} per person at ${prices(over, "en")} per person.`;
    }
    return `${names(fits, "en")} ${fits.length === 1 ? "fits" : "fit"} your budget of ${rupees(perPerson)} per person, while ${names(over, "en")} ${goes} a little over at ${prices(over, "en")} per person.`;
  },
  tooDear: (place, othersSuggested) =>
    `${place.name} usually costs about ${rupees(place.avgPrice)} per person, well above your budget${othersSuggested ? ", so these are places with a similar feel that fit it better" : ""}.`,
  priceRange: (stats, like) =>
    stats.min === stats.max
      ? `${like === "all" ? "Our trips cost" : "Trips like these cost"} about ${rupees(stats.min)} per person; tell me your budget and I will check it fits.`
      : `${like === "all" ? "Our trips cost" : "Trips like these cost"} ${rupees(stats.min)} to ${rupees(stats.max)} per person, typically about ${rupees(stats.median)}; tell me your budget and I will narrow them down.`,
  budgetBelow: (stats, travellers) =>
    `Your budget is below the cheapest matching trip: ${stats.minName} costs about ${rupees(stats.min)} per person, so plan on at least ${enFor(stats.min, travellers)}.`,
  budgetLow: (stats, travellers, unlocked) =>
    `Raising your budget to about ${enFor(stats.median, travellers)} would ${unlocked.length > 0 ? `bring ${names(unlocked, "en")} within reach` : "open up more choices"}, since that is what trips like these typically cost.`,
  budgetFits: (stats) =>
    `Your budget sits well within the range for trips like these, which cost ${rupees(stats.min)} to ${rupees(stats.max)} per person.`,
  budgetHigh(stats, combo) {
    const covered =
      stats.count === 1
        ? `${stats.maxName} (about ${rupees(stats.max)} per person)`
        : `even the dearest matching trip (${stats.maxName}, about ${rupees(stats.max)} per person)`;
    const options = ["choose premium stays", "add more days"];
    if (combo) {
      const together = rupees(combo[0].avgPrice + combo[1].avgPrice);
      options.push(
        `combine ${combo[0].name} and ${combo[1].name} (about ${together} per person together)`,
      );
    }
    const spendLess =
      stats.min < stats.max
        ? `, or spend less: similar trips start at ${rupees(stats.min)} per person`
        : "";
    return `Your budget covers ${covered}, so you could ${options.slice(0, -1).join(", ")} or ${options[options.length - 1]}${spendLess}.`;
  },
  missing: (request) =>
    askFor(request, "en", (facts) => `Tell me ${facts} and I can fine-tune these suggestions.`),
  noMatchIntro: (request) => `Sorry, nothing in our catalogue matches ${request} right now.`,
  noMatchBudget: (stats, travellers) =>
    `The closest fit is ${stats.minName} at about ${rupees(stats.min)} per person, so you would need at least ${enFor(stats.min, travellers)}; trips like these typically cost ${rupees(stats.median)} per person.`,
  noMatchSeason(noMatch, request, monsoonParks) {
    const when = monthsSubject(request.months, "en");
    const isFixed = request.months.length === 1 ? "is fixed" : "are fixed";
    const seasons = joinList(
      noMatch.places.map((p) => `${p.name} is best from ${p.bestSeason}`),
      "en",
    );
    const alternatives = noMatch.inSeasonAlternatives;
    return [
      `The places that match are not at their best ${during(request.months, "en")}: ${seasons}.`,
      monsoonParks ? "Most national parks in India close during the monsoon." : "",
      `Try travelling from ${describeSeason(noMatch.bestMonths, "en")}${
        alternatives.length > 0
          ? `, or if ${when} ${isFixed}, ${joinList(alternatives, "en")} ${alternatives.length === 1 ? "is" : "are"} at ${alternatives.length === 1 ? "its" : "their"} best then`
          : ""
      }.`,
    ]
      .filter(Boolean)
      .join(" ");
  },
  noMatchRegion: (alternatives, request) =>
    `Nothing in ${joinList(request.regions, "en")} fits, but ${joinList(
      alternatives.map((a) => `${a.name} in ${a.region}`),
      "en",
    )} would suit the rest of your wishes.`,
  noMatchCombined: (noMatch, travellers, tooCheap, wrongTime) =>
    `Places like that ${[
      tooCheap
        ? `start at about ${rupees(noMatch.stats.min)} per person (${noMatch.stats.minName}), so plan on at least ${enFor(noMatch.stats.min, travellers)}`
        : "",
      wrongTime ? `are at their best from ${describeSeason(noMatch.bestMonths, "en")}` : "",
    ]
      .filter(Boolean)
      .join(", and ")}.`,
  noMatchOther: "Try other interests, a different month or a higher budget.",
};

const hiFor = (amount: number, travellers: number) =>
  travellers > 1
    ? `${travellers} यात्रियों के लिए ${rupees(amount * travellers)} (${rupees(amount)} प्रति व्यक्ति)`
    : `${rupees(amount)} प्रति व्यक्ति`;

const HINDI: Copy = {
  emptyCatalogue:
    "नमस्ते! अभी हमारी जगहों की सूची ख़ाली है, इसलिए मैं कोई यात्रा नहीं सुझा सकता। कृपया बाद में फिर कोशिश करें।",
  intro: (request, picks) => `नमस्ते! ${request} — इसके लिए मेरे सुझाव हैं: ${names(picks, "hi")}।`,
  introWithoutRequest: (picks) =>
    `नमस्ते! आपने अभी बजट, तारीख़ या रुचियाँ नहीं बताईं, इसलिए ये हमारी सबसे पसंदीदा जगहें हैं: ${names(picks, "hi")}।`,
  seasonOfPicks(picks, request) {
    const out = outOfSeason(picks);
    if (out.length === 0) {
      const when = during(request.months, "hi");
      return picks.length === 1
        ? `यह ${when} अपने सबसे अच्छे मौसम में रहता है।`
        : `ये सभी ${when} अपने सबसे अच्छे मौसम में रहते हैं।`;
    }
    return `ध्यान दें: ${joinList(
      out.map((p) => `${p.name} का सबसे अच्छा समय ${seasonText(p.season, p.bestSeason, "hi")} है`),
      "hi",
    )}।`;
  },
  budgetOfPicks(picks, perPerson) {
    const { fits, over } = partition(picks, perPerson);
    if (over.length === 0) {
      return picks.length === 1
        ? `यह आपके ${rupees(perPerson)} प्रति व्यक्ति के बजट में है।`
        : `ये सभी आपके ${rupees(perPerson)} प्रति व्यक्ति के बजट में हैं।`;
    }
    const dear = `${names(over, "hi")} ${over.length === 1 ? "थोड़ा महँगा है" : "थोड़े महँगे हैं"} (${prices(over, "hi")} प्रति व्यक्ति)`;
    if (fits.length === 0) return `${dear}, जबकि आपका बजट ${rupees(perPerson)} प्रति व्यक्ति है।`;
    return `${names(fits, "hi")} आपके ${rupees(perPerson)} प्रति व्यक्ति के बजट में ${fits.length === 1 ? "है" : "हैं"}, जबकि ${dear}।`;
  },
  tooDear: (place, othersSuggested) =>
    `${place.name} का ख़र्च लगभग ${rupees(place.avgPrice)} प्रति व्यक्ति है, जो आपके बजट से काफ़ी ज़्यादा है${othersSuggested ? ", इसलिए ये मिलती-जुलती जगहें सुझाई हैं जो बजट में बेहतर बैठती हैं" : ""}।`,
  priceRange: (stats, like) =>
    stats.min === stats.max
      ? `${like === "all" ? "हमारी यात्राओं" : "ऐसी यात्राओं"} का ख़र्च लगभग ${rupees(stats.min)} प्रति व्यक्ति है; अपना बजट बताएँ तो मैं देख लूँगा कि यह ठीक है या नहीं।`
      : `${like === "all" ? "हमारी यात्राओं" : "ऐसी यात्राओं"} का ख़र्च ${rupees(stats.min)} से ${rupees(stats.max)} प्रति व्यक्ति है, आमतौर पर लगभग ${rupees(stats.median)}; अपना बजट बताएँ तो मैं विकल्प और छाँट दूँगा।`,
  budgetBelow: (stats, travellers) =>
    `आपका बजट सबसे सस्ती मिलती-जुलती यात्रा से कम है: ${stats.minName} का ख़र्च लगभग ${rupees(stats.min)} प्रति व्यक्ति है, इसलिए कम से कम ${hiFor(stats.min, travellers)} रखें।`,
  budgetLow: (stats, travellers, unlocked) =>
    `बजट को लगभग ${hiFor(stats.median, travellers)} तक बढ़ाने से ${unlocked.length > 0 ? `${names(unlocked, "hi")} आराम से और ` : ""}कई और विकल्प आपकी पहुँच में आ जाएँगे, क्योंकि ऐसी यात्राओं का आम ख़र्च इतना ही है।`,
  budgetFits: (stats) =>
    `आपका बजट ऐसी यात्राओं के लिए ठीक है, जिनका ख़र्च ${rupees(stats.min)} से ${rupees(stats.max)} प्रति व्यक्ति है।`,
  budgetHigh: (stats, combo) =>
    `आपका बजट ${stats.count === 1 ? stats.maxName : "सबसे महँगी मिलती-जुलती यात्रा"} (${stats.count === 1 ? "" : `${stats.maxName}, `}लगभग ${rupees(stats.max)} प्रति व्यक्ति) के लिए भी काफ़ी है, इसलिए आप प्रीमियम होटल चुन सकते हैं या ज़्यादा दिन जोड़ सकते हैं${combo ? `, या ${combo[0].name} और ${combo[1].name} को एक साथ देख सकते हैं (कुल लगभग ${rupees(combo[0].avgPrice + combo[1].avgPrice)} प्रति व्यक्ति)` : ""}${stats.min < stats.max ? `; चाहें तो कम भी ख़र्च कर सकते हैं, ऐसी यात्राएँ ${rupees(stats.min)} प्रति व्यक्ति से शुरू होती हैं` : ""}।`,
  missing: (request) =>
    askFor(request, "hi", (facts) => `${facts}, यह बताएँ तो मैं सुझाव और बेहतर कर सकता हूँ।`),
  noMatchIntro: (request) => `माफ़ कीजिए, हमारी सूची में इससे मेल खाती कोई जगह नहीं मिली: ${request}।`,
  noMatchBudget: (stats, travellers) =>
    `सबसे नज़दीकी विकल्प ${stats.minName} है, जिसका ख़र्च लगभग ${rupees(stats.min)} प्रति व्यक्ति है, इसलिए कम से कम ${hiFor(stats.min, travellers)} की ज़रूरत होगी; ऐसी यात्राओं का आम ख़र्च ${rupees(stats.median)} प्रति व्यक्ति है।`,
  noMatchSeason(noMatch, request, monsoonParks) {
    const when = monthsSubject(request.months, "hi");
    const isFixed = request.months.length === 1 ? "ही तय है" : "ही तय हैं";
    const seasons = joinList(
      noMatch.places.map(
        (p) => `${p.name} का सबसे अच्छा समय ${seasonText(p.season, p.bestSeason, "hi")} है`,
      ),
      "hi",
    );
    const alternatives = noMatch.inSeasonAlternatives;
    return [
      `मिलती-जुलती जगहें ${during(request.months, "hi")} अपने सबसे अच्छे मौसम में नहीं होतीं: ${seasons}।`,
      monsoonParks ? "मानसून में भारत के ज़्यादातर राष्ट्रीय उद्यान बंद रहते हैं।" : "",
      `${describeSeason(noMatch.bestMonths, "hi")} के बीच यात्रा करके देखें${
        alternatives.length > 0
          ? `; अगर ${when} ${isFixed}, तो उस समय ${joinList(alternatives, "hi")} सबसे अच्छे रहते हैं`
          : ""
      }।`,
    ]
      .filter(Boolean)
      .join(" ");
  },
  noMatchRegion: (alternatives, request) =>
    `${joinList(
      request.regions.map((r) => regionName(r, "hi")),
      "hi",
    )} में कुछ नहीं मिला, लेकिन ${joinList(
      alternatives.map((a) => `${regionName(a.region, "hi")} में ${a.name}`),
      "hi",
    )} आपकी बाकी ज़रूरतों से मेल खाते हैं।`,
  noMatchCombined: (noMatch, travellers, tooCheap, wrongTime) =>
    `${[
      tooCheap
        ? `ऐसी जगहें लगभग ${rupees(noMatch.stats.min)} प्रति व्यक्ति (${noMatch.stats.minName}) से शुरू होती हैं, इसलिए कम से कम ${hiFor(noMatch.stats.min, travellers)} रखें`
        : "",
      wrongTime ? `ऐसी जगहों का सबसे अच्छा समय ${describeSeason(noMatch.bestMonths, "hi")} है` : "",
    ]
      .filter(Boolean)
      .join("; ")}।`,
  noMatchOther: "कोई और रुचि, दूसरा महीना या थोड़ा बड़ा बजट आज़माकर देखें।",
};
