import { describe, expect, it } from "vitest";
import { seedDestinations } from "@/server/db/seed/data";
import { destinationRow } from "@/server/db/seed/seed-catalogue";
import type { Destination } from "@/shared/catalogue/types";
import { PROMPT_DESTINATIONS, promptCandidates, systemPrompt } from "./assistant.service";
import { generateCatalogue } from "./generate-catalogue";
import { extractHints } from "./hints";
import { recommend } from "./recommender";

const seeded: Destination[] = seedDestinations.map((d) => ({ ...destinationRow(d), photo: null }));
const PROMPT = "A 5 day beach trip in December under ₹30,000 for two";

describe("what the AI provider is asked to choose from", () => {
  it("is the whole catalogue while it is small", () => {
    const hints = extractHints(PROMPT, seeded);
    expect(promptCandidates(seeded, hints)).toEqual(seeded);
  });

  it("is a shortlist led by the built-in recommender's best matches at 10,000 places", () => {
    const large = generateCatalogue(10_000);
    const hints = extractHints(PROMPT, large);
    const shortlist = promptCandidates(large, hints);
    expect(shortlist).toHaveLength(PROMPT_DESTINATIONS);
    expect(new Set(shortlist.map((d) => d.srNo)).size).toBe(PROMPT_DESTINATIONS);
    const best = recommend(large, hints, { limit: 10 }).destinations.map((c) => c.sr_no);
    expect(best.length).toBeGreaterThan(0);
    expect(shortlist.slice(0, best.length).map((d) => d.srNo)).toEqual(best);
    // The prompt stays a few kilobytes instead of megabytes.
    const prompt = systemPrompt(large, hints);
    expect(prompt.length).toBeLessThan(20_000);
    expect(prompt).toContain(`"sr_no":${best[0]}`);
  });
});
