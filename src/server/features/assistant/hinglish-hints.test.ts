import { describe, expect, it } from "vitest";
import { seedDestinations } from "@/server/db/seed/data";
import { extractHints, type TripHints } from "./hints";

const catalogue = seedDestinations.map(({ name, state, region }) => ({ name, state, region }));

/** Thursday 26 November 2026, 08:30 in India. */
const TODAY = new Date("2026-11-26T03:00:00Z");

const cases: [string, Partial<TripHints>][] = [
  [
    "goa jana hai 20 hazaar mein 3 din",
    {
      language: "hi",
      places: ["Goa"],
      budget: { amount: 20000, per: "total" },
      days: 3,
    },
  ],
  ["20 hazar ka budget", { language: "hi", budget: { amount: 20000, per: "total" } }],
  ["manali jaana hai, 50 hajar tak", { budget: { amount: 50000, per: "total" } }],
  ["35 hajaar mein kahan ghoomne jayein", { budget: { amount: 35000, per: "total" } }],
  ["budget 40k hai, 4 din ke liye", { budget: { amount: 40000, per: "total" }, days: 4 }],
  [
    "1.5 lakh mein kerala, 5 raat, hum 4 log",
    {
      language: "hi",
      budget: { amount: 150000, per: "total" },
      places: ["Kerala"],
      regions: ["South India"],
      days: 6,
      travellers: 4,
    },
  ],
  ["2 lakh rupaye, parivar ke 5 log", { budget: { amount: 200000, per: "total" }, travellers: 5 }],
  ["30 hazaar per banda", { budget: { amount: 30000, per: "person" } }],
  ["har ek ka 25 hazaar", { budget: { amount: 25000, per: "person" } }],
  ["25 hazaar prati vyakti", { budget: { amount: 25000, per: "person" } }],
  ["5 din aur 4 raat", { days: 5 }],
  ["ek hafte ki chutti", { days: 7 }],
  ["2 hafte ghoomna hai", { days: 14 }],
  ["3 logon ke liye trip", { travellers: 3 }],
  ["hum 6 log hain", { travellers: 6 }],
  ["4 dost ke saath jaana hai", { travellers: 4 }],
  ["main aur meri biwi", { travellers: 2 }],
  ["hum dono honeymoon pe jaana chahte hain", { travellers: 2 }],
  ["akele ghoomna hai", { travellers: 1 }],
  ["pahad mein kuch din", { interests: ["nature"] }],
  ["pahaad dekhne hain", { interests: ["nature"] }],
  ["pahadon ki sair", { interests: ["nature"] }],
  ["samundar kinare chutti", { interests: ["beach"] }],
  ["samandar aur beach wali jagah", { interests: ["beach"] }],
  ["mandir darshan karna hai", { interests: ["spiritual"] }],
  ["mandiron wali jagah", { interests: ["spiritual"] }],
  ["jungle safari karni hai", { interests: ["wildlife"] }],
  ["jangal mein janwar dekhne hain", { interests: ["wildlife"] }],
  ["purane kile aur mahal", { interests: ["historical"] }],
  ["accha khana aur masti", { interests: ["food", "nightlife"] }],
  ["jheel aur jharne", { interests: ["nature"] }],
  ["disambar mein goa", { months: [12], places: ["Goa"], language: "hi" }],
  ["दिसंबर में गोवा", { months: [12], places: ["Goa"], language: "hi" }],
  ["janvari ya farvari", { months: [1, 2] }],
  ["aktubar navambar mein", { months: [10, 11] }],
  ["sitambar me ladakh", { months: [9], places: ["Ladakh"] }],
  ["agast ki baarish", { months: [7, 8, 9] }],
  ["sardiyon mein kahan jaayein", { months: [1, 2, 12] }],
  ["garmi ki chuttiyan", { months: [4, 5, 6] }],
  ["agle mahine rishikesh", { months: [12], places: ["Rishikesh"] }],
  ["अगले महीने ऋषिकेश", { months: [12], places: ["Rishikesh"] }],
  ["next month in Goa", { months: [12], language: "en" }],
  ["is weekend jaipur chalna hai", { months: [11], days: 2, places: ["Jaipur"], language: "hi" }],
  ["this weekend in Agra", { months: [11], days: 2, language: "en" }],
  ["sasta sa trip batao", { cheap: true, language: "hi" }],
  ["a budget trip to the hills", { cheap: true, language: "en" }],
  ["sasta trip 10 hazaar mein", { cheap: undefined, budget: { amount: 10000, per: "total" } }],
  ["kam kharche mein pahad", { cheap: true, interests: ["nature"] }],
  // Mixed scripts and English with a Hindi word or two stay readable.
  ["Goa beach trip, 3 din, 20k", { days: 3, places: ["Goa"], interests: ["beach"] }],
  ["गोवा जाना है 20 hazaar में 3 दिन", { budget: { amount: 20000, per: "total" }, days: 3 }],
  ["Varanasi ke ghats aur mandir", { places: ["Varanasi"], interests: ["spiritual"] }],
  ["banaras jana hai", { places: ["Varanasi"], language: "hi" }],
  ["dilli se bambai", { places: ["Mumbai"] }],
  ["hrishikesh aur dilli ghumna hai", { places: ["Rishikesh", "Delhi"] }],
  // English that only looks like Hinglish stays English.
  ["A 5 day beach trip in December under ₹30,000 for two", { language: "en" }],
  ["Jaipur for a weekend, hotels with a pool", { language: "en" }],
  ["Log cabin in the hills for 2 people", { language: "en", travellers: 2 }],
  ["Temples in Madurai, a family of 4", { language: "en", travellers: 4 }],
];

describe("extractHints reads Hinglish and Hindi", () => {
  it.each(cases)("%s", (prompt, expected) => {
    const hints = extractHints(prompt, catalogue, { today: TODAY });
    for (const [key, value] of Object.entries(expected)) {
      const actual = hints[key as keyof TripHints];
      if (key === "interests" && Array.isArray(value)) {
        expect([...(actual as string[])].sort(), key).toEqual([...value].sort());
      } else {
        expect(actual, key).toEqual(value);
      }
    }
  });

  it("answers in Hindi when the reader reads Hindi, whatever the prompt's language", () => {
    expect(extractHints("Beaches in December", catalogue, { language: "hi" }).language).toBe("hi");
    expect(extractHints("Beaches in December", catalogue, { language: "en" }).language).toBe("en");
    expect(extractHints("goa jana hai", catalogue, { language: "en" }).language).toBe("hi");
  });

  it("names no month for relative words without today", () => {
    expect(extractHints("agle mahine goa", catalogue).months).toEqual([]);
  });

  it("counts 'next month' from India's date: late on 31 December UTC is already January there", () => {
    const newYearsEve = new Date("2026-12-31T20:00:00Z");
    expect(extractHints("agle mahine", catalogue, { today: newYearsEve }).months).toEqual([2]);
    expect(extractHints("is weekend", catalogue, { today: newYearsEve }).months).toEqual([1]);
  });
});
