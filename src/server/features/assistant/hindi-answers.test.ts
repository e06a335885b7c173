import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seedDestinations } from "@/server/db/seed/data";
import { destinationRow } from "@/server/db/seed/seed-catalogue";
import { assistantResponse } from "@/shared/assistant/schema";
import { systemPrompt } from "./assistant.service";
import { extractHints } from "./hints";
import { type CatalogueDestination, leadSentences, recommend } from "./recommender";
import { readReply } from "./reply";

/** The seed catalogue with its Hindi texts, as the database holds them (destinations.hi). */
function hindiTexts(slug: string): CatalogueDestination["hi"] {
  const file = `src/server/db/seed/data/hi/destinations/${slug}.json`;
  if (!existsSync(file)) return {};
  const { name, state, description, bestSeason } = JSON.parse(readFileSync(file, "utf8"));
  return { name, state, description, bestSeason };
}

const catalogue: CatalogueDestination[] = seedDestinations.map((d) => ({
  ...destinationRow(d),
  photo: null,
  hi: hindiTexts(d.slug),
}));
const goa = catalogue.find((d) => d.name === "Goa")!;

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
const TODAY = new Date("2026-11-26T03:00:00Z");

const ask = (prompt: string, list = catalogue, language?: "en" | "hi") =>
  recommend(list, extractHints(prompt, list, { language, today: TODAY }));

describe("Hindi and Hinglish prompts get Hindi answers, cards included", () => {
  it.each([
    "goa jana hai 20 hazaar mein 3 din",
    "दिसंबर में गोवा, 3 दिन, 20 हज़ार",
    "Goa mein 3 din, 20k budget",
  ])("%s: Goa first, its Hindi name and description on the card", (prompt) => {
    const result = ask(prompt);
    expect(assistantResponse.safeParse(result).success).toBe(true);
    const [first] = result.destinations;
    expect(first.sr_no).toBe(goa.srNo);
    expect(first.name).toBe("गोवा");
    expect(goa.hi?.description?.startsWith(first.description.slice(0, 40))).toBe(true);
    expect(first.englishFields).toBeUndefined();
    expect(DEVANAGARI.test(result.summary)).toBe(true);
    expect(result.summary).toContain("गोवा");
    expect(result.summary).not.toMatch(/\bGoa\b/);
    for (const card of result.destinations) {
      expect(card.name, card.name).toMatch(DEVANAGARI);
      expect(card.description, card.name).not.toMatch(LATIN_WORD);
      expect(card.recommendation, card.name).toMatch(DEVANAGARI);
      for (const line of card.highlights) expect(line).toMatch(DEVANAGARI);
    }
  });

  it("says one place over the budget is a little dear in the singular", () => {
    const { summary } = ask("goa jana hai 20 hazaar mein 3 din");
    expect(summary).toContain("गोवा थोड़ा महँगा है (₹22,000 प्रति व्यक्ति)");
  });

  it("cuts the card's Hindi description at a danda (।), one or two sentences", () => {
    const [first] = ask("goa jana hai 20 hazaar mein 3 din").destinations;
    expect(first.description).toMatch(/।$/);
    const sentences = first.description.split("।").filter((s) => s.trim());
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(2);
  });

  it("answers an English prompt in Hindi when the reader reads Hindi", () => {
    const result = ask("A 5 day beach trip in December under ₹30,000 for two", catalogue, "hi");
    expect(result.summary).toMatch(DEVANAGARI);
    expect(result.destinations.map((d) => d.name)).toContain("गोवा");
  });

  it("keeps English answers English, with no englishFields", () => {
    const result = ask("A 5 day beach trip in December under ₹30,000 for two");
    expect(result.destinations.map((d) => d.name)).toContain("Goa");
    expect(result.summary).not.toMatch(DEVANAGARI);
    for (const card of result.destinations) expect(card.englishFields).toBeUndefined();
  });

  it("falls back to English for a place without Hindi yet and lists the fields", () => {
    const withoutHindi = catalogue.map((d) =>
      d.name === "Goa"
        ? { ...d, hi: {} }
        : d.name === "Jaipur"
          ? { ...d, hi: { name: "जयपुर" } }
          : d,
    );
    const goaCard = ask("goa jana hai 20 hazaar mein 3 din", withoutHindi).destinations[0];
    expect(goaCard).toMatchObject({ name: "Goa", englishFields: ["name", "description"] });
    expect(goaCard.description).toBe(leadSentences(goa.description));
    const jaipur = ask("jaipur jana hai 3 din", withoutHindi).destinations[0];
    expect(jaipur).toMatchObject({ name: "जयपुर", englishFields: ["description"] });
  });

  it("names a named state in Hindi in the summary", () => {
    const result = ask("rajasthan ke kile dekhne hain, 5 din");
    expect(result.summary).toContain("राजस्थान");
    expect(result.summary).not.toContain("Rajasthan");
  });

  it("prefers cheaper places for 'sasta'", () => {
    const price = (prompt: string) => {
      const cards = ask(prompt).destinations;
      return (
        cards.reduce((sum, c) => sum + catalogue.find((d) => d.srNo === c.sr_no)!.avgPrice, 0) /
        cards.length
      );
    };
    expect(price("sasta pahad trip batao")).toBeLessThan(price("pahad trip batao"));
  });
});

describe("the AI provider's path in Hindi", () => {
  it("tells the provider to answer in Hindi and gives it the Hindi names", () => {
    const hints = extractHints("goa jana hai 20 hazaar mein 3 din", catalogue);
    const prompt = systemPrompt(catalogue, hints);
    expect(prompt).toContain("in natural Hindi");
    expect(prompt).toContain('"hindiName":"गोवा"');
    const english = systemPrompt(catalogue, extractHints("Goa for 3 days", catalogue));
    expect(english).not.toContain("hindiName");
    expect(english).toContain("Answer in the language the traveller writes in");
  });

  it("puts our Hindi name on the provider's cards and marks what stayed English", () => {
    const reply = JSON.stringify({
      summary: "गोवा सबसे अच्छा रहेगा।",
      destinations: [
        { name: "Goa", description: "समुद्र तट और चर्च।", highlights: ["पालोलेम"], sr_no: 3 },
        { name: "गोवा", description: "दोबारा", highlights: [], sr_no: 3 },
        { name: "Jaipur", description: "", highlights: [], sr_no: 99 },
      ],
    });
    const withoutJaipurHindi = catalogue.map((d) => (d.name === "Jaipur" ? { ...d, hi: {} } : d));
    const result = readReply(reply, withoutJaipurHindi, "hi");
    expect(result.destinations).toEqual([
      {
        name: "गोवा",
        description: "समुद्र तट और चर्च।",
        highlights: ["पालोलेम"],
        recommendation: "",
        sr_no: goa.srNo,
      },
      expect.objectContaining({ name: "Jaipur", englishFields: ["name", "description"] }),
    ]);
  });

  it("finds a card the provider named in Hindi", () => {
    const reply = JSON.stringify({
      summary: "ठीक",
      destinations: [{ name: "गोवा", description: "बीच", highlights: [] }],
    });
    expect(readReply(reply, catalogue, "hi").destinations.map((d) => d.sr_no)).toEqual([goa.srNo]);
  });
});
