import type { Database } from "@/server/db/client";
import type { ReadCache } from "@/server/platform/read-cache";
import { type AssistantResponse, assistantResponse } from "@/shared/assistant/schema";
import type { Language } from "@/shared/language";
import { catalogueDestinations, catalogueJson } from "./assistant.repo";
import { extractHints, type TripHints } from "./hints";
import type { AiProvider } from "./provider";
import { type CatalogueDestination, recommend } from "./recommender";
import { readReply } from "./reply";

/** Above this many destinations the provider is shown a shortlist, not the whole catalogue. */
export const PROMPT_DESTINATIONS = 60;

let parsed: { etag: string; catalogue: CatalogueDestination[] } | undefined;

/**
 * Every destination, from this server's memory while the catalogue is unchanged (the catalogue
 * cache, dropped on every change): at 10,000 places, reading and parsing it per request would
 * cost more than the recommendation.
 */
export async function loadCatalogue(
  db: Database,
  cache?: ReadCache,
): Promise<CatalogueDestination[]> {
  if (!cache) return catalogueDestinations(db);
  const { body, etag } = await cache.get("assistant:catalogue", () => catalogueJson(db));
  if (parsed?.etag !== etag)
    parsed = { etag, catalogue: JSON.parse(body) as CatalogueDestination[] };
  return parsed.catalogue;
}

/**
 * What the provider chooses from: the whole catalogue while it is small; at thousands of places
 * (a prompt of megabytes, past any model's context) the built-in recommender's best matches for
 * these hints, then the best rated, up to PROMPT_DESTINATIONS.
 */
export function promptCandidates(
  catalogue: CatalogueDestination[],
  hints: TripHints,
): CatalogueDestination[] {
  if (catalogue.length <= PROMPT_DESTINATIONS) return catalogue;
  const bySrNo = new Map(catalogue.map((d) => [d.srNo, d]));
  const picked = new Map<number, CatalogueDestination>();
  for (const card of recommend(catalogue, hints, { limit: PROMPT_DESTINATIONS }).destinations) {
    const found = card.sr_no === null ? undefined : bySrNo.get(card.sr_no);
    if (found) picked.set(found.srNo, found);
  }
  for (const d of [...catalogue].sort((a, b) => b.rating - a.rating || a.srNo - b.srNo)) {
    if (picked.size >= PROMPT_DESTINATIONS) break;
    picked.set(d.srNo, d);
  }
  return [...picked.values()];
}

/** The spec's instructions, with price guidance from our real catalogue instead of fixed numbers. */
export function systemPrompt(catalogue: CatalogueDestination[], hints: TripHints): string {
  const prices = catalogue.map((d) => d.avgPrice).sort((a, b) => a - b);
  const hindi = hints.language === "hi";
  const list = promptCandidates(catalogue, hints).map((d) => ({
    sr_no: d.srNo,
    name: d.name,
    ...(hindi && d.hi?.name ? { hindiName: d.hi.name } : {}),
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
    hindi
      ? "The traveller reads Hindi: write the summary and each destination's description, highlights and recommendation in natural Hindi (Devanagari script), naming places as Hindi speakers write them (hindiName where given); keep each destination's name and sr_no exactly as listed."
      : "Answer in the language the traveller writes in, with a friendly summary.",
    `If the budget is too low, advise raising it: trips here start at ₹${prices[0]} per person. If it is far above what is needed, say that ₹${prices[prices.length - 1]} per person covers our most expensive trips.`,
    'Reply with JSON only: {"summary": string, "destinations": [{"name": string, "description": string, "highlights": string[], "recommendation": string, "sr_no": number}]}.',
    `Hints read from the request: ${JSON.stringify(hints)}`,
    `Destinations: ${JSON.stringify(list)}`,
  ].join("\n");
}

/**
 * The recommendation for a prompt. It answers in Hindi, cards included, when the prompt is Hindi
 * or Hinglish or the reader reads Hindi (`language`, the request's Accept-Language).
 */
export async function recommendTrip(
  deps: { db: Database; provider?: AiProvider; cache?: ReadCache },
  prompt: string,
  { language = "en", today = new Date() }: { language?: Language; today?: Date } = {},
): Promise<AssistantResponse> {
  const catalogue = await loadCatalogue(deps.db, deps.cache);
  const hints = extractHints(prompt, catalogue, { language, today });
  const answer = deps.provider
    ? readReply(
        await deps.provider.complete(systemPrompt(catalogue, hints), prompt),
        catalogue,
        hints.language,
      )
    : recommend(catalogue, hints);
  // Both paths answer in the one shape the page reads.
  return assistantResponse.parse(answer);
}
