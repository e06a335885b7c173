import type { AssistantResponse, RecommendedDestination } from "@/shared/assistant/schema";
import type { Language } from "@/shared/language";
import { type CatalogueDestination, cardTexts } from "./recommender";

export const FALLBACK_TITLE = "AI Recommendation";
export const FALLBACK_SUMMARY =
  "Namaste! Here are some thoughts for your trip. Browse our packages to turn them into a plan.";

/** The first balanced {...} in a text, for replies that wrap their JSON in prose. */
export function extractJsonObject(text: string): unknown {
  for (let start = text.indexOf("{"); start >= 0; start = text.indexOf("{", start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === "\\") i++;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === "{") depth++;
      else if (ch === "}" && --depth === 0) {
        try {
          return JSON.parse(text.slice(start, i + 1));
        } catch {
          break;
        }
      }
    }
  }
  return undefined;
}

const asText = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/**
 * Reads the model's reply: JSON, JSON inside prose, or plain prose (one fallback card). Only
 * destinations that exist in our catalogue survive, with our names and sr_no so links work.
 */
export function readReply(
  text: string,
  catalogue: CatalogueDestination[],
  language: Language = "en",
): AssistantResponse {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = extractJsonObject(text);
  }
  const reply = parsed as { summary?: unknown; destinations?: unknown } | undefined;
  if (!reply || typeof reply !== "object" || !Array.isArray(reply.destinations)) {
    return {
      summary: FALLBACK_SUMMARY,
      destinations: [
        {
          name: FALLBACK_TITLE,
          description: text.trim(),
          highlights: [],
          recommendation: "",
          sr_no: null,
        },
      ],
    };
  }
  const byNumber = new Map(catalogue.map((d) => [d.srNo, d]));
  const byName = new Map(catalogue.map((d) => [d.name.toLowerCase(), d]));
  for (const d of catalogue) {
    const hindiName = d.hi?.name?.trim();
    if (hindiName && !byName.has(hindiName)) byName.set(hindiName, d);
  }
  const seen = new Set<number>();
  const destinations: RecommendedDestination[] = [];
  for (const raw of reply.destinations as Record<string, unknown>[]) {
    if (!raw || typeof raw !== "object") continue;
    const match =
      byName.get(asText(raw.name).toLowerCase()) ?? byNumber.get(Number(raw.sr_no ?? raw.srNo));
    if (!match || seen.has(match.srNo)) continue;
    seen.add(match.srNo);
    // Our name in the reader's language; the model's description, else ours.
    const ours = cardTexts(match, language);
    const description = asText(raw.description);
    const englishFields = (ours.englishFields ?? []).filter(
      (field) => field === "name" || !description,
    );
    destinations.push({
      name: ours.name,
      description:
        description || (language === "hi" ? ours.description : match.description.split(". ")[0]),
      ...(englishFields.length > 0 ? { englishFields } : {}),
      highlights: Array.isArray(raw.highlights)
        ? raw.highlights.map(asText).filter(Boolean).slice(0, 6)
        : [],
      recommendation: asText(raw.recommendation),
      sr_no: match.srNo,
    });
  }
  return { summary: asText(reply.summary) || FALLBACK_SUMMARY, destinations };
}
