import type { Database } from "@/server/db/client";
import { type AssistantResponse, assistantResponse } from "@/shared/assistant/schema";
import type { Destination } from "@/shared/catalogue/types";
import { catalogueDestinations } from "./assistant.repo";
import { extractHints, type TripHints } from "./hints";
import type { AiProvider } from "./provider";
import { recommend } from "./recommender";
import { readReply } from "./reply";

export async function loadCatalogue(db: Database): Promise<Destination[]> {
  return catalogueDestinations(db);
}

/** The spec's instructions, with price guidance from our real catalogue instead of fixed numbers. */
export function systemPrompt(catalogue: Destination[], hints: TripHints): string {
  const prices = catalogue.map((d) => d.avgPrice).sort((a, b) => a - b);
  const list = catalogue.map((d) => ({
    sr_no: d.srNo,
    name: d.name,
    region: d.region,
    state: d.state,
    bestSeason: d.bestSeason,
    interests: d.interests,
    avgPrice: d.avgPrice,
    rating: d.rating,
  }));
  return [
    "You are the travel assistant of Yatra Tours, a tour company in India.",
    "Recommend up to 4 destinations from the list below, and only from it, that fit the traveller's request.",
    "Recommend only destinations within the traveller's budget (avgPrice is rupees per person).",
    "Answer in the language the traveller writes in, with a friendly summary.",
    `If the budget is too low, advise raising it: trips here start at ₹${prices[0]} per person. If it is far above what is needed, say that ₹${prices[prices.length - 1]} per person covers our most expensive trips.`,
    'Reply with JSON only: {"summary": string, "destinations": [{"name": string, "description": string, "highlights": string[], "recommendation": string, "sr_no": number}]}.',
    `Hints read from the request: ${JSON.stringify(hints)}`,
    `Destinations: ${JSON.stringify(list)}`,
  ].join("\n");
}

export async function recommendTrip(
  deps: { db: Database; provider?: AiProvider },
  prompt: string,
): Promise<AssistantResponse> {
  const catalogue = await loadCatalogue(deps.db);
  const hints = extractHints(prompt, catalogue);
  const answer = deps.provider
    ? readReply(await deps.provider.complete(systemPrompt(catalogue, hints), prompt), catalogue)
    : recommend(catalogue, hints);
  // Both paths answer in the one shape the page reads.
  return assistantResponse.parse(answer);
}
