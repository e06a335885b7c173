import type { Destination } from "@/shared/catalogue/types";
import { INTERESTS, type Interest, REGIONS, type Region } from "@/shared/constants";
import { monthFromWord, monthRange } from "./season";

export interface TripHints {
  budget?: { amount: number; per: "person" | "total" };
  days?: number;
  travellers?: number;
  /** 1 (January) to 12 (December), ascending. */
  months: number[];
  interests: Interest[];
  regions: Region[];
  /** Catalogue destination names or states named in the prompt, as the catalogue spells them. */
  places: string[];
  language: "en" | "hi";
  /** Asked for something cheap ("sasta", "budget trip") without naming an amount. */
  cheap?: true;
}

export interface HintOptions {
  /** The reader's language (the request's Accept-Language): Hindi readers get Hindi answers. */
  language?: "en" | "hi";
  /** Today, for "next month" and "this weekend"; without it those name no month. */
  today?: Date;
}

/**
 * What hint extraction needs to know about the catalogue: a `Destination` fits, and so does a bare
 * name or state (then a named state adds no region).
 */
export type CataloguePlace = Pick<Destination, "name" | "state" | "region"> | string;

const DEVANAGARI = /[\u0900-\u097F]/;
const NUKTA = /\u093C/g;
const LETTER_BEFORE = "(?<![\\p{L}\\p{M}\\p{N}])";
const LETTER_AFTER = "(?![\\p{L}\\p{M}\\p{N}])";

/** Lower case, Devanagari digits as ASCII, nukta dropped so "हज़ार" and "हजार" read alike. */
function normalise(prompt: string): string {
  return prompt
    .normalize("NFC")
    .normalize("NFD")
    .replace(NUKTA, "")
    .normalize("NFC")
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पांच: 5,
  पाँच: 5,
  छह: 6,
  छः: 6,
  छ: 6,
  सात: 7,
  आठ: 8,
  नौ: 9,
  दस: 10,
  बारह: 12,
  पंद्रह: 15,
  बीस: 20,
  पच्चीस: 25,
  तीस: 30,
  चालीस: 40,
  पचास: 50,
  साठ: 60,
  सत्तर: 70,
  अस्सी: 80,
  नब्बे: 90,
  डेढ: 1.5,
  ढाई: 2.5,
};

const WORD_NUMBER = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|");
const NUM = `(\\d+(?:\\.\\d+)?|${WORD_NUMBER})`;

function numberValue(token: string): number {
  const word = NUMBER_WORDS[token];
  return word ?? Number(token);
}

function re(source: string, flags = "gu"): RegExp {
  return new RegExp(source, flags);
}

// ---------------------------------------------------------------- budget

const CURRENCY = "(?:₹|rs\\.?|inr|rupees?|rupay|rupaye|rupaiye|rupiye|रुपये|रुपए|रुपया|रु\\.?)";
/** Hinglish spells thousand as hazaar, hazar, hajar or hajaar. */
const HAZAAR = "ha[zj]aa?r";
const MULTIPLIER = `(k|thousands?|grand|${HAZAAR}|lakhs?|lacs?|lakh|lac|l|crores?|cr|karod|हजार|लाख|करोड)`;
const MONEY = re(
  `(?:${LETTER_BEFORE}(${CURRENCY})\\s*|${LETTER_BEFORE})(\\d{1,3}(?:,\\d{2,3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?|${WORD_NUMBER})(?:\\s*\\/-)?(?:(\\s*)${MULTIPLIER}${LETTER_AFTER}|${LETTER_AFTER})(?:\\s*\\/-)?(\\s*(?:${CURRENCY}|bucks)${LETTER_AFTER})?`,
);
const BUDGET_CONTEXT =
  /(?:budget|under|below|within|upto|up to|max(?:imum)?|less than|not more than|no more than|around|about|approx(?:imately)?|roughly|spend|afford|cost|costs|price|priced|बजट|तक|अंदर|भीतर|लगभग|करीब|खर्च|tak|andar|lagbhag|kareeb|karib|kharcha?)\W*(?:\w+\W+){0,3}$/u;
const NOT_MONEY_UNIT = re(
  `^\\s*-?\\s*(?:days?|nights?|weeks?|months?|years?|hours?|hrs?|d|n|people|persons?|pax|adults?|kids?|children|child|travell?ers?|members?|friends?|of us|km|kms|kilometres?|kilometers?|m|ft|feet|metres?|meters?|star|stars|am|pm|दिन|रात|लोग|व्यक्ति|साल|हफ्त|सप्ताह|din|dino|dinon|raat|raatein|raaten|raaton|log|logon|logo|saal|hafte|hafta)${LETTER_AFTER}`,
);
const PER_PERSON =
  /^[^.!?;\n]{0,25}?(?:per\s?person|per\s?head|a\s?head|each|pp|p\.p\.|\/\s?person|\/\s?head|per\s?pax|per\s?traveller|per\s?traveler|per\s?adult|प्रति\s?व्यक्ति|हर\s?व्यक्ति|प्रति\s?यात्री|prati\s?vyakti|per\s?banda|har\s?(?:ek|vyakti|aadmi|bande)|ek\s?(?:aadmi|bande|vyakti)\s?ka)/u;
const PER_DAY =
  /^[^.!?;\n]{0,20}?(?:per\s?day|a\s?day|daily|per\s?night|a\s?night|प्रति\s?दिन|रोज)/u;

const MULTIPLIERS: [RegExp, number][] = [
  [re(`^(?:k|thousands?|grand|${HAZAAR}|हजार)$`, "u"), 1_000],
  [/^(?:lakhs?|lacs?|l|लाख)$/, 100_000],
  [/^(?:crores?|cr|karod|करोड)$/, 10_000_000],
];

interface MoneyCandidate {
  amount: number;
  index: number;
  end: number;
}

function moneyCandidates(text: string): MoneyCandidate[] {
  const found: MoneyCandidate[] = [];
  for (const match of text.matchAll(MONEY)) {
    const [whole, currencyBefore, rawNumber, spaceBeforeMultiplier, multiplierWord, currencyAfter] =
      match;
    const index = match.index ?? 0;
    const isWord = rawNumber in NUMBER_WORDS;
    if (isWord && !multiplierWord) continue;
    const multiplier =
      MULTIPLIERS.find(([pattern]) => multiplierWord && pattern.test(multiplierWord))?.[1] ?? 1;
    if (multiplierWord === "l" && spaceBeforeMultiplier) continue;
    const amount = Math.round(numberValue(rawNumber.replace(/,/g, "")) * multiplier);
    const end = index + whole.length;
    const hasCurrency = Boolean(currencyBefore || currencyAfter);
    if (!hasCurrency && multiplier === 1) {
      if (NOT_MONEY_UNIT.test(text.slice(end))) continue;
      const inContext = BUDGET_CONTEXT.test(text.slice(Math.max(0, index - 40), index));
      const looksLikeYear = amount >= 1900 && amount <= 2100;
      if (!(inContext && amount >= 500) && !(amount >= 1000 && !looksLikeYear)) continue;
    }
    if (amount < 500) continue;
    found.push({ amount, index, end });
  }
  return found;
}

function extractBudget(text: string, days: number | undefined): TripHints["budget"] {
  const candidates = moneyCandidates(text);
  if (candidates.length === 0) return undefined;
  const best = candidates.reduce((a, b) => (b.amount > a.amount ? b : a));
  const after = text.slice(best.end);
  const before = text.slice(Math.max(0, best.index - 30), best.index);
  const perPerson =
    PER_PERSON.test(after) ||
    /(?:per\s?person|per\s?head|each|प्रति\s?व्यक्ति|har\s?(?:ek|vyakti|aadmi|bande))\s+(?:[\p{L}\p{M}]+\s+){0,3}$/u.test(
      before,
    );
  const perDay = PER_DAY.test(after);
  const amount = perDay && days ? best.amount * days : best.amount;
  return { amount, per: perPerson ? "person" : "total" };
}

// ---------------------------------------------------------------- trip length

const DAYS = re(
  `${LETTER_BEFORE}${NUM}\\s*(?:-|to)?\\s*(?:${NUM}\\s*)?(?:days?|d|din|dino|dinon|दिन|दिनों)${LETTER_AFTER}`,
);
const NIGHTS = re(
  `${LETTER_BEFORE}${NUM}\\s*-?\\s*(?:nights?|n|raat|raatein|raaten|raaton|रात|रातें|रातों)${LETTER_AFTER}`,
);
const WEEKS = re(
  `${LETTER_BEFORE}(a|an|${NUM.slice(1, -1)})\\s*-?\\s*(?:weeks?|hafta|hafte|hafton|हफ्ता|हफ्ते|हफ्तों|सप्ताह)${LETTER_AFTER}`,
);
const A_WEEK = /\b(?:a|an|one)\s+(?:(?!next|this|last|per)[a-z]+\s+){0,2}week\b/;
const WEEK_ALONE = re(`${LETTER_BEFORE}(?:हफ्ता|हफ्ते|सप्ताह)${LETTER_AFTER}`);

function extractDays(text: string): number | undefined {
  const fortnight = /\bfortnight\b/.test(text) ? 14 : undefined;
  for (const match of text.matchAll(DAYS)) {
    const upper = match[2] ?? match[1];
    const days = numberValue(upper);
    if (Number.isInteger(days) && days >= 1 && days <= 90) return days;
  }
  for (const match of text.matchAll(NIGHTS)) {
    const nights = numberValue(match[1]);
    if (Number.isInteger(nights) && nights >= 1 && nights <= 89) return nights + 1;
  }
  for (const match of text.matchAll(WEEKS)) {
    const weeks = match[1] === "a" || match[1] === "an" ? 1 : numberValue(match[1]);
    if (weeks >= 1 && weeks <= 12) return Math.round(weeks * 7);
  }
  if (fortnight) return fortnight;
  if (A_WEEK.test(text)) return 7;
  if (WEEK_ALONE.test(text)) return 7;
  if (/\blong\s+weekend\b/.test(text)) return 3;
  if (/\bweekend\b|वीकेंड/.test(text)) return 2;
  if (/\bek\s+hafte?\b/.test(text)) return 7;
  if (/\bday\s+trip\b/.test(text)) return 1;
  return undefined;
}

// ---------------------------------------------------------------- travellers

const SMALL_NUM = `(\\d{1,2}|${WORD_NUMBER})`;
const ADULTS = re(`${LETTER_BEFORE}${SMALL_NUM}\\s+(?:adults?|grown-?ups|बडे|वयस्क)${LETTER_AFTER}`);
const KIDS = re(
  `${LETTER_BEFORE}${SMALL_NUM}\\s+(?:kids?|children|child|infants?|toddlers?|teenagers?|teens?|sons?|daughters?|बच्चे|बच्चों|बच्चा)${LETTER_AFTER}`,
);
const GROUP = re(
  `(?:family|group|party|team|gang|parivaar|pariwar|parivar|परिवार)\\s+(?:of|के|ke)\\s+${SMALL_NUM}${LETTER_AFTER}|${LETTER_BEFORE}ha?u?m\\s+${SMALL_NUM}\\s+(?:log|logon|logo|jan|dost)${LETTER_AFTER}|${LETTER_BEFORE}${SMALL_NUM}\\s+of\\s+us${LETTER_AFTER}|\\bwe\\s+are\\s+${SMALL_NUM}${LETTER_AFTER}|हम\\s+${SMALL_NUM}${LETTER_AFTER}`,
);
const PEOPLE = re(
  `${LETTER_BEFORE}${SMALL_NUM}\\s+(?:people|persons?|pax|travell?ers|members|guests|log|logon|logo|logg|jan|bande|लोग|लोगों|व्यक्ति|यात्री|सदस्य)${LETTER_AFTER}`,
);
/** "with 3 friends" is four travellers; "5 friends" is five. */
const COMPANIONS = re(
  `${LETTER_BEFORE}(with\\s+(?:my\\s+)?)?${SMALL_NUM}\\s+(?:friends|colleagues|cousins|dost|doston|दोस्त|दोस्तों)${LETTER_AFTER}`,
);
const FOR_N = re(
  `${LETTER_BEFORE}for\\s+${SMALL_NUM}${LETTER_AFTER}(?!\\s*(?:-|to)?\\s*(?:\\d|days?|nights?|weeks?|months?|hours?|years?|d|n|k|thousands?|lakhs?|lacs?|star|stars|km)${LETTER_AFTER})`,
);
const COUPLE =
  /\b(?:couple|honeymoon|my\s+(?:wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?)|me\s+and\s+my\s+(?:friend|wife|husband|partner)|my\s+(?:friend|wife|husband|partner)\s+and\s+(?:i|me)|with\s+a\s+friend|both\s+of\s+us|us\s+two)\b|\b(?:biwi|patni|pati|ham\s+dono|hum\s+dono|hum\s+2)\b|पत्नी|पति|जोडा|कपल|हनीमून|हम\s+दोनों/u;
const SOLO =
  /\b(?:solo|alone|by\s+myself|on\s+my\s+own|just\s+me|single\s+travell?er|only\s+me)\b|\b(?:akele|akela|akeli)\b|अकेले|अकेला|अकेली/u;

function firstNumber(pattern: RegExp, text: string, plusOne = false): number | undefined {
  for (const match of text.matchAll(pattern)) {
    const token = match.slice(1).find((group) => group !== undefined && !/^with/.test(group));
    if (!token) continue;
    const value = numberValue(token);
    if (Number.isInteger(value) && value >= 1 && value <= 60) {
      return plusOne && match[1]?.startsWith("with") ? value + 1 : value;
    }
  }
  return undefined;
}

function extractTravellers(text: string): number | undefined {
  const adults = firstNumber(ADULTS, text);
  const kids = firstNumber(KIDS, text);
  if (adults) return adults + (kids ?? 0);
  const group =
    firstNumber(GROUP, text) ?? firstNumber(PEOPLE, text) ?? firstNumber(COMPANIONS, text, true);
  if (group) return group;
  if (COUPLE.test(text)) return 2 + (kids ?? 0);
  const forN = firstNumber(FOR_N, text);
  if (forN) return forN + (kids ?? 0);
  if (SOLO.test(text)) return 1 + (kids ?? 0);
  return kids ? kids + 1 : undefined;
}

// ---------------------------------------------------------------- months and seasons

const MONTH_TOKEN =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b\.?/g;
const MAY_AS_VERB_AFTER =
  /^may\s+(?:i|we|you|be|have|not|also|need|want|like|get|go|visit|travel|help|please|suggest|rain|cost|take|prefer|consider|recommend|or)\b/;
const MAY_AS_VERB_BEFORE =
  /\b(?:i|we|you|it|they|he|she|that|which|who|there|what|kids|family)\s+$/;
const HINDI_MONTHS: [RegExp, number][] = [
  [/जनवरी/u, 1],
  [/फरवरी/u, 2],
  [/मार्च/u, 3],
  [/अप्रैल|अप्रेल/u, 4],
  [re(`${LETTER_BEFORE}मई${LETTER_AFTER}`, "u"), 5],
  [re(`${LETTER_BEFORE}जून${LETTER_AFTER}`, "u"), 6],
  [/जुलाई/u, 7],
  [/अगस्त/u, 8],
  [/सितंबर|सितम्बर/u, 9],
  [/अक्टूबर|अक्तूबर/u, 10],
  [/नवंबर|नवम्बर/u, 11],
  [/दिसंबर|दिसम्बर/u, 12],
];
/** Months as Hinglish spells them ("disambar"); "mai" is left out: it is also "in". */
const HINGLISH_MONTHS: [RegExp, number][] = [
  [/\b(?:janva?ri|janwa?ri|janvary|janwary)\b/, 1],
  [/\b(?:farva?ri|farwa?ri|farvary|farwary|febuary|feburary)\b/, 2],
  [/\b(?:maarch)\b/, 3],
  [/\b(?:aprail|aprel|aprial)\b/, 4],
  [/\b(?:joon)\b/, 6],
  [/\b(?:julai)\b/, 7],
  [/\b(?:agast|agust)\b/, 8],
  [/\b(?:sita?mba?r|sitamber|sitambar|sitmber)\b/, 9],
  [/\b(?:akt[uo]o?ba?r|aktoober|aktuber|actober)\b/, 10],
  [/\b(?:nava?mba?r|navamber|navembar)\b/, 11],
  [/\b(?:disa?mba?r|disamber|dasambar|disember)\b/, 12],
];
/** "next month", "agle mahine", "अगले महीने": one month on from today. */
const NEXT_MONTH = /\bnext\s+month\b|\bagl[ae]\s+(?:mahin[ae]|month)\b|अगले\s+महीने|अगला\s+महीना/u;
const THIS_MONTH = /\bthis\s+month\b|\biss?\s+(?:mahin[ae]|month)\b|इस\s+महीने/u;
const THIS_WEEKEND = /\b(?:this|is|iss|ye|yeh|is\s+baar\s+ke)\s+weekend\b|इस\s+वीकेंड/u;
const NEXT_WEEK = /\bnext\s+week\b|\bagl[ae]\s+(?:hafte|hafta|week)\b|अगले\s+हफ्ते/u;

/** The months relative words name, counted from today in India. */
function relativeMonths(text: string, today: Date | undefined): number[] {
  if (!today) return [];
  const indiaDate = (offsetDays: number) => {
    const shifted = new Date(today.getTime() + 330 * 60_000 + offsetDays * 86_400_000);
    return { month: shifted.getUTCMonth() + 1, weekday: shifted.getUTCDay() };
  };
  const months = new Set<number>();
  const now = indiaDate(0);
  if (NEXT_MONTH.test(text)) months.add((now.month % 12) + 1);
  if (THIS_MONTH.test(text)) months.add(now.month);
  if (NEXT_WEEK.test(text)) months.add(indiaDate(7).month);
  if (THIS_WEEKEND.test(text)) months.add(indiaDate((6 - now.weekday + 7) % 7).month);
  return [...months];
}
const SEASONS: [RegExp, number[]][] = [
  [/\bpost[\s-]?monsoon\b|\bautumn\b|\bfall\s+season\b/, [10, 11]],
  [
    /(?<!post[\s-]?)\bmonsoons?\b|\brainy\s+season\b|\brains\b|मानसून|बारिश|बरसात|\b(?:baa?rish|barsaat|barsat)\b/u,
    [7, 8, 9],
  ],
  [/\bwinters?\b|सर्दी|सर्दियों|\b(?:sardi|sardiyon|sardiyo|thand|thandi)\b/u, [12, 1, 2]],
  [/\bsummers?\b|गर्मी|गर्मियों|\b(?:garmi|garmiyon|garmiyo)\b/u, [4, 5, 6]],
  [/\bspring\b|वसंत|बसंत/u, [3]],
  [/\b(?:christmas|xmas)\b|क्रिसमस/u, [12]],
  [/\bnew\s+year\b|नए\s+साल|नया\s+साल/u, [12, 1]],
  [/\b(?:diwali|deepavali|diwali)\b|दिवाली|दीवाली/u, [10, 11]],
  [/\bholi\b|होली/u, [3]],
  [/\b(?:dussehra|dasara|navratri|durga\s+puja)\b|दशहरा|नवरात्रि/u, [10]],
  [/\bonam\b/, [8, 9]],
  [/\b(?:pongal|sankranti|makar\s+sankranti)\b/, [1]],
];

function extractMonths(text: string, today?: Date): number[] {
  const mentioned: { month: number; index: number; end: number }[] = [];
  for (const match of text.matchAll(MONTH_TOKEN)) {
    const index = match.index ?? 0;
    if (
      match[1] === "may" &&
      (MAY_AS_VERB_AFTER.test(text.slice(index)) ||
        MAY_AS_VERB_BEFORE.test(text.slice(Math.max(0, index - 12), index)))
    )
      continue;
    if (match[1] === "mar" && /^mar\s+(?:the|my|it)\b/.test(text.slice(index))) continue;
    const month = monthFromWord(match[1]);
    if (month) mentioned.push({ month, index, end: index + match[0].length });
  }
  const months = new Set<number>();
  for (let i = 0; i < mentioned.length; i++) {
    const current = mentioned[i];
    const next = mentioned[i + 1];
    const between = next ? text.slice(current.end, next.index) : "";
    const afterBetween = /\bbetween\s+$/.test(
      text.slice(Math.max(0, current.index - 10), current.index),
    );
    const joinsRange =
      /^\s*(?:to|till|until|through|-|–|—)\s*$/.test(between) ||
      (afterBetween && /^\s*and\s*$/.test(between));
    if (next && joinsRange) {
      for (const m of monthRange(current.month, next.month)) months.add(m);
      i++;
      continue;
    }
    months.add(current.month);
  }
  for (const [pattern, month] of HINDI_MONTHS) if (pattern.test(text)) months.add(month);
  for (const [pattern, month] of HINGLISH_MONTHS) if (pattern.test(text)) months.add(month);
  for (const month of relativeMonths(text, today)) months.add(month);
  for (const [pattern, seasonMonths] of SEASONS) {
    if (pattern.test(text)) for (const m of seasonMonths) months.add(m);
  }
  return [...months].sort((a, b) => a - b);
}

// ---------------------------------------------------------------- interests

/** A word stem followed by any letters: "पहाड" covers पहाड़ों and पहाड़ियों. */
const STEM = "[\\p{L}\\p{M}]*";

const INTEREST_WORDS: Record<Interest, string[]> = {
  historical: [
    "histor(?:y|ic|ical)",
    "forts?",
    "palaces?",
    "heritage",
    "monuments?",
    "ruins",
    "mughals?",
    `archaeolog${STEM}`,
    "tombs?",
    "ancient",
    "unesco",
    `किल[ाेो]${STEM}`,
    "महल",
    "ऐतिहासिक",
    "इतिहास",
    "विरासत",
    "(?:kila|qila|kile|qile|kilon|qilon)",
    "mahal",
    "itihas",
    "aitihasik",
  ],
  cultural: [
    "cultur(?:e|al)",
    "arts?",
    "dances?",
    "festivals?",
    "villages?",
    "crafts?",
    "handicrafts?",
    "traditions?",
    "traditional",
    "local life",
    "music",
    "संस्कृति",
    "सांस्कृतिक",
    "त्योहार",
    "कला",
    "sanskriti",
    "mela",
    "tyohar",
  ],
  adventure: [
    "adventur(?:e|es|ous)",
    "treks?",
    "trekking",
    "hikes?",
    "hiking",
    "rafting",
    "paragliding",
    "skiing",
    "ski",
    "climbing",
    "camping",
    "biking",
    "road trip",
    "bungee",
    `thrill${STEM}`,
    `ट्रेक${STEM}`,
    `रोमांच${STEM}`,
    "एडवेंचर",
    "साहसिक",
    "राफ्टिंग",
    `romanch${STEM}`,
  ],
  beach: [
    "beach(?:es|y)?",
    "sea",
    "seaside",
    "coast(?:al)?",
    "islands?",
    "snorkell?ing",
    "scuba",
    "diving",
    "surf(?:ing)?",
    "sand",
    `समुद्र${STEM}`,
    "sa[mn]u?n?dar",
    "samundr?a",
    "samudri",
    "sagar",
    "तट",
    "बीच\\s+(?:पर|ट्रिप|हॉलिडे|वाली|वाले)",
  ],
  nightlife: [
    "nightlife",
    "night life",
    "party",
    "parties",
    "partying",
    "clubs?",
    "clubbing",
    "bars?",
    "pubs?",
    "nightclubs?",
    "पार्टी",
    "masti",
    "नाइटलाइफ",
    "क्लब",
  ],
  nature: [
    "nature",
    "natural",
    "mountains?",
    "hills?",
    "hill station",
    "lakes?",
    "backwaters?",
    "tea gardens?",
    "tea estates?",
    "waterfalls?",
    "scenic",
    "scenery",
    "greenery",
    "valleys?",
    "forests?",
    "snow",
    `himalaya${STEM}`,
    "countryside",
    "landscapes?",
    "प्रकृति",
    "प्राकृतिक",
    `पहाड${STEM}`,
    `paha+d${STEM}`,
    `pahar${STEM}`,
    "parvat",
    "prakriti",
    "jheel",
    "jharn[ae]",
    "barf",
    "baraf",
    "hariyali",
    "wadi",
    "vaadi",
    `झील${STEM}`,
    "हरियाली",
    `झरन${STEM}`,
    "बर्फ",
  ],
  spiritual: [
    "spiritual(?:ity)?",
    "temples?",
    "pilgrimage",
    "pilgrim",
    "yoga",
    "meditat(?:e|ion)",
    "ashrams?",
    "religious",
    "shrines?",
    "monaster(?:y|ies)",
    "ghats?",
    "aarti",
    `मंदिर${STEM}`,
    `mandir${STEM}`,
    "tee?rth",
    "dharmik",
    "gurudwara",
    "darshan",
    `मन्दिर${STEM}`,
    `तीर्थ${STEM}`,
    "धार्मिक",
    "आध्यात्मिक",
    "योग",
    "आश्रम",
  ],
  food: [
    "food",
    "foodie",
    "cuisines?",
    "street food",
    "culinary",
    "cooking",
    "cookery",
    `gastronom${STEM}`,
    "eat",
    "eating",
    "dishes",
    "khaa?na",
    "khaa?ne",
    "pakwan",
    "खाना",
    "खाने",
    "भोजन",
    "व्यंजन",
    "पकवान",
    "जायके",
  ],
  wildlife: [
    "wildlife",
    "wild life",
    "safaris?",
    "tigers?",
    "lions?",
    "elephants?",
    "leopards?",
    "rhinos?",
    "birds?",
    "birding",
    "bird watching",
    "birdwatching",
    "national parks?",
    "jungles?",
    "animals",
    `जंगल${STEM}`,
    "jangal",
    "janwar",
    "jaanwar",
    "सफारी",
    "बाघ",
    "शेर",
    `वन्यजीव${STEM}`,
    "पक्षी",
    `जानवर${STEM}`,
  ],
};
const NEGATION =
  /(?:\bno|\bnot|\bwithout|\bavoid(?:ing)?|\bexcept|\bhate|\bdislike|don't\s+(?:want|like|need)|do\s+not\s+(?:want|like|need)|\bskip|\bnothing)\s+(?:(?!but\b|and\b|or\b)\w+\s+){0,2}$/u;

/** Devanagari words take their vowel-sign endings (महलों, मंदिरों) without a listed stem. */
const withHindiEndings = (word: string) =>
  DEVANAGARI.test(word) && !word.endsWith("*") && !word.endsWith(")") ? `${word}\\p{M}*` : word;

const INTEREST_PATTERNS: [Interest, RegExp][] = INTERESTS.map((interest) => [
  interest,
  re(
    `${LETTER_BEFORE}(?:${INTEREST_WORDS[interest].map(withHindiEndings).join("|")})${LETTER_AFTER}`,
  ),
]);

function extractInterests(text: string): Interest[] {
  const found: Interest[] = [];
  for (const [interest, pattern] of INTEREST_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index ?? 0;
      const before = text.slice(Math.max(0, index - 30), index);
      const after = text.slice(index + match[0].length, index + match[0].length + 12);
      if (NEGATION.test(before) || /^\s*(?:नहीं|मत)/u.test(after)) continue;
      found.push(interest);
      break;
    }
  }
  return found;
}

// ---------------------------------------------------------------- regions and places

const NEXT_WORD_OK =
  /^(?:\s*$|\s*[.,!?;:)]|\s+(?:and|or|for|in|with|during|this|next|on|under|please|trip|tour|holiday|vacation|region|side|part|somewhere|places?|destinations?|of\s+india|india|indian)\b)/;
const REGION_WORDS: [Region, RegExp][] = [
  ["North India", /\b(?:north(?:ern)?|up\s+north)\b/g],
  ["South India", /\b(?:south(?:ern)?|down\s+south)\b/g],
  ["West India", /\bwest(?:ern)?\b/g],
  ["Central India", /\bcentral\b|\bmadhya\s+bharat\b/g],
];
const HINDI_REGIONS: [Region, RegExp][] = [
  ["North India", /उत्तर\s+भारत/u],
  ["South India", /दक्षिण\s+भारत|दक्षिण/u],
  ["West India", /पश्चिम\s+भारत|पश्चिमी\s+भारत/u],
  ["Central India", /मध्य\s+भारत/u],
  ["Islands", /द्वीप/u],
];

function extractRegions(text: string): Region[] {
  const regions = new Set<Region>();
  for (const [region, pattern] of REGION_WORDS) {
    for (const match of text.matchAll(pattern)) {
      const after = text.slice((match.index ?? 0) + match[0].length);
      const isEastOrWest = /^[\s-]*(?:east|west)/.test(after);
      if (isEastOrWest) continue;
      if (NEXT_WORD_OK.test(after) || region === "Central India") {
        regions.add(region);
        break;
      }
    }
  }
  if (/\bislands\b|\bisland\s+(?:hopping|getaway|holiday|trip)\b/.test(text))
    regions.add("Islands");
  for (const [region, pattern] of HINDI_REGIONS) if (pattern.test(text)) regions.add(region);
  return REGIONS.filter((r) => regions.has(r));
}

/** Other spellings travellers use, keyed to the catalogue's name or state. */
const ALIASES: Record<string, string[]> = {
  Bengaluru: ["bangalore", "बेंगलुरु", "बैंगलोर"],
  Mysuru: ["mysore", "मैसूर"],
  Puducherry: ["pondicherry", "pondy", "पुडुचेरी", "पांडिचेरी"],
  Mumbai: ["bombay", "bambai", "मुंबई", "बंबई"],
  Kochi: ["cochin", "कोच्चि"],
  Varanasi: ["benares", "banaras", "benaras", "kashi", "वाराणसी", "बनारस", "काशी"],
  Mahabalipuram: ["mamallapuram", "महाबलीपुरम"],
  "Alleppey Backwaters": ["alleppey", "alappuzha", "अलेप्पी"],
  "Jim Corbett National Park": ["corbett", "jim corbett", "कॉर्बेट", "जिम कॉर्बेट"],
  "Rann of Kutch": ["kutch", "kachchh", "कच्छ"],
  "Andaman Islands": ["andaman", "andamans", "havelock", "अंडमान"],
  "Neil Island (Shaheed Dweep)": ["neil island", "shaheed dweep"],
  "Ajanta and Ellora": ["ajanta", "ellora", "अजंता", "एलोरा"],
  "Gir National Park": ["gir", "sasan gir", "गिर"],
  "Kanha National Park": ["kanha", "कान्हा"],
  "Bandhavgarh National Park": ["bandhavgarh", "बांधवगढ"],
  Ladakh: ["leh", "लद्दाख", "लेह"],
  Kashmir: ["srinagar", "gulmarg", "कश्मीर", "श्रीनगर"],
  Agra: ["taj mahal", "आगरा", "ताजमहल", "ताज महल"],
  Delhi: ["new delhi", "dilli", "dehli", "दिल्ली"],
  Goa: ["गोवा"],
  Jaipur: ["pink city", "जयपुर"],
  Udaipur: ["उदयपुर"],
  Jodhpur: ["जोधपुर"],
  Jaisalmer: ["जैसलमेर"],
  Rishikesh: ["hrishikesh", "ऋषिकेश"],
  Manali: ["मनाली"],
  Shimla: ["simla", "शिमला"],
  Amritsar: ["golden temple", "अमृतसर"],
  Hampi: ["हम्पी"],
  Munnar: ["मुन्नार"],
  Ooty: ["udhagamandalam", "ऊटी"],
  Coorg: ["kodagu", "कूर्ग"],
  Khajuraho: ["खजुराहो"],
  Ranthambore: ["ranthambhore", "रणथंभौर"],
  Rajasthan: ["राजस्थान"],
  Kerala: ["केरल", "केरला"],
  "Himachal Pradesh": ["himachal", "हिमाचल"],
  Uttarakhand: ["uttaranchal", "उत्तराखंड"],
  "Madhya Pradesh": ["मध्य प्रदेश"],
  "Tamil Nadu": ["तमिलनाडु", "तमिल नाडु"],
  Karnataka: ["कर्नाटक"],
  Gujarat: ["गुजरात"],
  Maharashtra: ["महाराष्ट्र"],
  "Uttar Pradesh": ["उत्तर प्रदेश"],
  "Jammu and Kashmir": ["j&k", "jammu"],
};

const GENERIC_SUFFIX =
  /\s+(?:national park|wildlife sanctuary|islands?|backwaters|hills?|valley)$/i;
const TOO_COMMON = new Set(["india", "the", "and"]);

interface NamedPlace {
  name: string;
  region?: Region;
  isState: boolean;
}

interface PlaceIndex {
  byKey: Map<string, NamedPlace>;
  longestKeyWords: number;
}

/** Where the traveller starts from is not where they want to go. */
const ORIGIN =
  /\b(?:from|leaving|departing|based\s+in|starting\s+(?:from|in|at)|live\s+in|living\s+in|out\s+of)\s+$/;
const WORD = /[\p{L}\p{M}\p{N}&]+/gu;
const ASCII = /^[\x20-\x7e]*$/;

/** Words of a name as the prompt's words will be after `normalise`, joined by single spaces. */
function placeKey(alias: string): string {
  const text = ASCII.test(alias) ? alias.toLowerCase() : normalise(alias);
  return (text.match(WORD) ?? []).join(" ");
}

function aliasesOf(name: string): string[] {
  const lower = name.toLowerCase();
  const aliases = [lower];
  const paren = lower.match(/^(.*?)\s*\((.*)\)$/);
  if (paren) aliases.push(paren[1], paren[2]);
  const withoutSuffix = lower.replace(GENERIC_SUFFIX, "");
  if (withoutSuffix !== lower && withoutSuffix.length >= 4) aliases.push(withoutSuffix);
  return [...aliases, ...(ALIASES[name] ?? [])];
}

function buildPlaceIndex(catalogue: readonly CataloguePlace[]): PlaceIndex {
  const byKey = new Map<string, NamedPlace>();
  let longestKeyWords = 1;
  const add = (alias: string, place: NamedPlace) => {
    const key = placeKey(alias);
    if (key.length < 3 || TOO_COMMON.has(key) || byKey.has(key)) return;
    byKey.set(key, place);
    longestKeyWords = Math.max(longestKeyWords, key.split(" ").length);
  };
  const stateRegions = new Map<string, Map<Region, number>>();
  for (const place of catalogue) {
    if (typeof place === "string") {
      for (const alias of aliasesOf(place)) add(alias, { name: place, isState: false });
      continue;
    }
    const named = { name: place.name, region: place.region, isState: false };
    for (const alias of aliasesOf(place.name)) add(alias, named);
    const counts = stateRegions.get(place.state) ?? new Map<Region, number>();
    counts.set(place.region, (counts.get(place.region) ?? 0) + 1);
    stateRegions.set(place.state, counts);
  }
  for (const [state, counts] of stateRegions) {
    const region = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    const named = { name: state, region, isState: true };
    for (const alias of [state, ...(ALIASES[state] ?? [])]) add(alias, named);
  }
  return { byKey, longestKeyWords };
}

const indexByList = new WeakMap<readonly CataloguePlace[], PlaceIndex>();
let lastIndex: { fingerprint: string; index: PlaceIndex } | undefined;

/** Built once per catalogue: callers often pass a fresh array with the same places. */
function placeIndex(catalogue: readonly CataloguePlace[]): PlaceIndex {
  const known = indexByList.get(catalogue);
  if (known) return known;
  const fingerprint = catalogue
    .map((p) => (typeof p === "string" ? p : `${p.name}|${p.state}|${p.region}`))
    .join("\n");
  const index =
    lastIndex?.fingerprint === fingerprint ? lastIndex.index : buildPlaceIndex(catalogue);
  lastIndex = { fingerprint, index };
  indexByList.set(catalogue, index);
  return index;
}

function extractPlaces(
  text: string,
  catalogue: readonly CataloguePlace[],
): { places: string[]; regions: Region[] } {
  if (catalogue.length === 0) return { places: [], regions: [] };
  const { byKey, longestKeyWords } = placeIndex(catalogue);
  const words = [...text.matchAll(WORD)];
  const places: string[] = [];
  const regions: Region[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(longestKeyWords, words.length - i); n >= 1; n--) {
      const key = words
        .slice(i, i + n)
        .map((w) => w[0])
        .join(" ");
      const place = byKey.get(key);
      if (!place) continue;
      const index = words[i].index ?? 0;
      const before = text.slice(Math.max(0, index - 30), index);
      const next = words[i + n]?.[0];
      // "दिल्ली से" and "dilli se" are where the trip starts.
      const skip = NEGATION.test(before) || ORIGIN.test(before) || next === "से" || next === "se";
      if (!skip && !places.includes(place.name)) {
        places.push(place.name);
        if (place.isState && place.region && !regions.includes(place.region))
          regions.push(place.region);
      }
      i += n - 1;
      break;
    }
  }
  return { places, regions };
}

// ---------------------------------------------------------------- Hinglish and cheap trips

/**
 * Words of Hindi written in Latin letters that English prompts do not use. Two of them make a
 * prompt Hinglish ("goa jana hai"): one alone may be a name or a borrowed word.
 */
const HINGLISH_WORDS = new Set(
  (
    "hai hain hoga hogi jana jaana jaane jaenge jayenge jaayenge chahiye chahte chahta chahti " +
    "chalna chalo ghumna ghoomna ghumne ghoomne ghoomenge ghumenge mein mai kahan kaha kya kaise " +
    "kitna kitne kaun koi kuch accha achha acchi achhi bataiye batao bataye bataao karo " +
    "karna karein kijiye din dino dinon raat raaton hazaar hazar hajar hajaar lakh log logon logo " +
    "ke liye lie wala wali wale sasta saste sasti mahine mahina agle agla hafte hafta hum ham " +
    "humein hame mujhe mera meri hamara hamari parivar parivaar pariwar dost doston saath aur bhi " +
    "tak andar jagah jagahen pahad pahaad samundar mandir jangal dekhna dekhne ghumao " +
    "safar chutti chuttiyan chhutti se ka ki ko janvari janwari farvari farwari aprail julai " +
    "agast sitambar aktubar navambar disambar sardi sardiyon garmi garmiyon baarish barish"
  ).split(" "),
);
/** Common with English (or too short to tell): never the only signs of Hinglish. */
const WEAK_HINGLISH = new Set([
  "mai",
  "se",
  "log",
  "din",
  "ham",
  "aur",
  "koi",
  "bhi",
  "lakh",
  "ka",
  "ki",
  "ko",
]);

function isHinglish(text: string): boolean {
  const words = new Set(text.match(/[a-z]+/g) ?? []);
  let found = 0;
  let strong = 0;
  for (const word of words) {
    if (!HINGLISH_WORDS.has(word)) continue;
    found++;
    if (!WEAK_HINGLISH.has(word)) strong++;
  }
  return found >= 2 && strong >= 1;
}

const CHEAP =
  /\b(?:sast[aei]|cheap(?:est)?|inexpensive|affordable|budget\s+(?:trip|travel|holiday|tour|friendly)|low[\s-]budget|kam\s+(?:budget|kharch[ae]?|paise))\b|सस्त[ाेी]|कम\s+(?:बजट|खर्च)/u;

// ---------------------------------------------------------------- entry point

/**
 * Reads what a traveller asked for out of free text, in English or Hindi. Pure: the catalogue
 * (names, states and regions) is passed in so places can be recognised.
 */
export function extractHints(
  prompt: string,
  catalogue: readonly CataloguePlace[] = [],
  options: HintOptions = {},
): TripHints {
  const text = normalise(prompt);
  const days = extractDays(text);
  const hindi = options.language === "hi" || DEVANAGARI.test(prompt) || isHinglish(text);
  const hints: TripHints = {
    months: extractMonths(text, options.today),
    interests: extractInterests(text),
    regions: [],
    places: [],
    language: hindi ? "hi" : "en",
  };
  const budget = extractBudget(text, days);
  if (budget) hints.budget = budget;
  else if (CHEAP.test(text)) hints.cheap = true;
  if (days !== undefined) hints.days = days;
  const travellers = extractTravellers(text);
  if (travellers !== undefined) hints.travellers = travellers;
  const named = extractPlaces(text, catalogue);
  hints.places = named.places;
  const regions = new Set<Region>([...extractRegions(text), ...named.regions]);
  hints.regions = REGIONS.filter((r) => regions.has(r));
  return hints;
}
