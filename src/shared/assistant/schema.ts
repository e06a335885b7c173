import * as z from "zod/mini";
import { lazySchema } from "@/shared/lazy-schema";
import { requiredTextWith } from "@/shared/text-fields";

export const PROMPT_MAX_LENGTH = 1000;

export const assistantRequest = lazySchema(() =>
  z.object({
    prompt: requiredTextWith(PROMPT_MAX_LENGTH, {
      required: "Please enter your travel requirements",
      tooLong: `Please keep your request under ${PROMPT_MAX_LENGTH} characters`,
    }),
  }),
);
export type AssistantRequest = z.infer<typeof assistantRequest>;

/** The AI response shape (spec §3): destination cards plus a summary. */
export const assistantResponse = lazySchema(() =>
  z.object({
    summary: z.string(),
    destinations: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        highlights: z.array(z.string()),
        recommendation: z.string(),
        /** Null only for the single 'AI Recommendation' fallback card. */
        sr_no: z.nullable(z.number()),
        /** Fields still in English in a Hindi answer (no Hindi yet), so the page marks them `lang="en"`. */
        englishFields: z.optional(z.array(z.string())),
      }),
    ),
  }),
);
export type AssistantResponse = z.infer<typeof assistantResponse>;
export type RecommendedDestination = AssistantResponse["destinations"][number];
