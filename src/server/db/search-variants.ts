import { type SQL, sql } from "drizzle-orm";
import { likePattern } from "./sql-text";

/**
 * Other ways to read a search text, so Hindi and Hinglish searches find an English catalogue:
 * Hindi words and their Hinglish spellings put into the catalogue's English ("mandir" and "मंदिर"
 * search for temples, "samundar" for beaches), and Devanagari written in Latin letters ("राजेश
 * कुमार" finds Rajesh Kumar by trigrams). The text as typed always comes first; names in Hindi
 * are found as typed, through each destination's other names (alt_names).
 */
export function searchVariants(q: string): string[] {
  const text = q.normalize("NFC").trim();
  const variants = [text];
  const add = (variant: string) => {
    const clean = variant.replace(/\s+/g, " ").trim();
    if (clean !== "" && !variants.some((v) => v.toLowerCase() === clean.toLowerCase())) {
      variants.push(clean);
    }
  };
  const translated = translateWords(text);
  add(translated);
  if (DEVANAGARI.test(translated)) {
    for (const long of ["ee", "i"] as const) {
      const latin = transliterate(translated, long);
      // A short word in Latin letters ("में" → "men") would match inside too many others.
      if (latin.replace(/[^a-z]/gi, "").length >= 4) add(latin);
    }
  }
  return variants.slice(0, MAX_VARIANTS);
}

/**
 * A search's three index-backed arms, each tried with every reading of the text: it contains the
 * text (`contains`, a trigram index), its words match (`words`, a text-search vector with its own
 * index) or its names are close letter by letter (`names`, a trigram index). The expressions must
 * be the indexed ones, so each arm stays an index scan.
 */
export function searchMatch(q: string, columns: { contains: SQL; words: SQL; names: SQL }): SQL {
  const variants = searchVariants(q);
  const any = (arm: (variant: string) => SQL) => sql.join(variants.map(arm), sql` or `);
  const query = sql.join(
    variants.map((v) => sql`websearch_to_tsquery('english', ${v})`),
    sql` || `,
  );
  return sql`(
    ${any((v) => sql`${columns.contains} ilike ${likePattern(v)}`)}
    or ${columns.words} @@ (${query})
    or ${any((v) => sql`${v} <% ${columns.names}`)}
  )`;
}

/** The text as typed, its English words, and at most two Latin spellings: bounded SQL arms. */
const MAX_VARIANTS = 4;

const DEVANAGARI = /[\u0900-\u097F]/;

/** Hindi (both scripts) → the word the English catalogue uses. Keys are whole words, lower case. */
const WORDS: Record<string, string> = {};
function words(english: string, ...spellings: string[]) {
  for (const spelling of spellings) WORDS[spelling] = english;
}
words("temple", "mandir", "mandiron", "mandirs", "मंदिर", "मन्दिर", "मंदिरों");
words("fort", "kila", "qila", "kile", "qile", "किला", "किले", "क़िला", "क़िले", "किलों");
words("palace", "mahal", "महल", "महलों");
words("beach", "samundar", "samandar", "samudra", "beech", "समुद्र", "बीच", "तट", "सागर");
words("mountain", "pahad", "pahaad", "pahar", "parvat", "पहाड़", "पहाड़ों", "पहाड", "पर्वत");
words("hill", "pahadi", "पहाड़ी", "पहाड़ियाँ");
words("lake", "jheel", "jhil", "झील", "झीलें");
words("waterfall", "jharna", "jharne", "झरना", "झरने");
words("river", "nadi", "नदी");
words("jungle", "jangal", "जंगल");
words("safari", "सफारी", "सफ़ारी");
words("wildlife", "janwar", "jaanwar", "वन्यजीव", "जानवर");
words("tiger", "bagh", "baagh", "बाघ");
words("desert", "registan", "रेगिस्तान", "मरुस्थल");
words("snow", "barf", "baraf", "बर्फ", "बर्फ़");
words("trek", "ट्रेक", "ट्रेकिंग");
words("trekking", "ट्रैकिंग");
words("history", "itihas", "इतिहास");
words("heritage", "virasat", "विरासत");
words("culture", "sanskriti", "संस्कृति");
words("food", "khana", "khaana", "खाना", "व्यंजन");
words("yoga", "योग");
words("ghat", "घाट");
words("island", "dweep", "द्वीप");
words("backwaters", "बैकवाटर्स");
words("adventure", "romanch", "रोमांच", "एडवेंचर");
words("tour", "yatra", "यात्रा", "टूर");
words("package", "पैकेज");
words("guide", "गाइड");

const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;

function translateWords(text: string): string {
  return text.replace(TOKEN, (word) => WORDS[word.toLowerCase()] ?? word);
}

// ---------------------------------------------------------------- Devanagari in Latin letters

const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};
/** With a nukta (after NFD): क़ is q, ज़ z, फ़ f, ड़ r. */
const NUKTA_CONSONANTS: Record<string, string> = {
  क: "q",
  ख: "kh",
  ग: "gh",
  ज: "z",
  फ: "f",
  ड: "r",
  ढ: "rh",
};
const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "I",
  उ: "u",
  ऊ: "U",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऋ: "ri",
};
const SIGNS: Record<string, string> = {
  "\u093E": "a",
  "\u093F": "i",
  "\u0940": "I",
  "\u0941": "u",
  "\u0942": "U",
  "\u0943": "ri",
  "\u0947": "e",
  "\u0948": "ai",
  "\u094B": "o",
  "\u094C": "au",
};
const VIRAMA = "\u094D";
const NUKTA = "\u093C";
const NASALS = new Set(["\u0902", "\u0901"]);
const VISARGA = "\u0903";

interface Syllable {
  consonant: string;
  /** The vowel sign's sound, or null for the inherent a (schwa), or "" after a virama. */
  vowel: string | null;
  nasal: boolean;
}

/**
 * One Devanagari word in Latin letters as Indians usually spell it: the inherent a dropped at the
 * end of a word and between syllables where Hindi drops it (राजेश → rajesh, कुलकर्णी → kulkarni).
 */
function transliterateWord(word: string, longI: "ee" | "i"): string {
  const chars = [...word.normalize("NFD")];
  const syllables: Syllable[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (CONSONANTS[ch] !== undefined) {
      const nukta = chars[i + 1] === NUKTA;
      if (nukta) i++;
      syllables.push({
        consonant: nukta ? (NUKTA_CONSONANTS[ch] ?? CONSONANTS[ch]) : CONSONANTS[ch],
        vowel: null,
        nasal: false,
      });
    } else if (VOWELS[ch] !== undefined) {
      syllables.push({ consonant: "", vowel: VOWELS[ch], nasal: false });
    } else if (SIGNS[ch] !== undefined && syllables.length > 0) {
      syllables[syllables.length - 1].vowel = SIGNS[ch];
    } else if (ch === VIRAMA && syllables.length > 0) {
      syllables[syllables.length - 1].vowel = "";
    } else if (NASALS.has(ch) && syllables.length > 0) {
      syllables[syllables.length - 1].nasal = true;
    } else if (ch === VISARGA) {
      syllables.push({ consonant: "h", vowel: "", nasal: false });
    } else if (ch !== NUKTA) {
      syllables.push({ consonant: ch, vowel: "", nasal: false });
    }
  }
  // Schwa deletion, right to left: the last consonant's, and a medial one between a vowel and a
  // consonant that keeps its own vowel (V C a C V → V C C V).
  const sounds = syllables.map((s) => (s.vowel === null && s.consonant !== "" ? "a" : s.vowel));
  const last = syllables.length - 1;
  if (last > 0 && syllables[last].vowel === null && !syllables[last].nasal) sounds[last] = "";
  for (let i = last - 1; i >= 1; i--) {
    const deletable = syllables[i].vowel === null && !syllables[i].nasal;
    const before = sounds[i - 1] !== "";
    const after = syllables[i + 1].consonant !== "" && sounds[i + 1] !== "";
    if (deletable && before && after) sounds[i] = "";
  }
  const long = { I: longI, U: longI === "ee" ? "oo" : "u" };
  return syllables
    .map((s, i) => {
      const vowel = (sounds[i] ?? "").replace(/[IU]/g, (v) => long[v as "I" | "U"]);
      const nasal = s.nasal ? (/^[pbm]/.test(syllables[i + 1]?.consonant ?? "") ? "m" : "n") : "";
      return `${s.consonant}${vowel}${nasal}`;
    })
    .join("")
    .replace(/ee$/, "i");
}

export function transliterate(text: string, longI: "ee" | "i" = "ee"): string {
  return text.replace(/[\u0900-\u097F]+/g, (word) => transliterateWord(word, longI));
}
