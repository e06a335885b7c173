import { generateCatalogue } from "@/server/features/assistant/generate-catalogue";
import { extractHints } from "@/server/features/assistant/hints";
import { recommend } from "@/server/features/assistant/recommender";
import type { Destination } from "@/shared/catalogue/types";

const PROMPTS = [
  "A 5 day beach trip in December under ₹30,000 for two",
  "Trekking in the Himalayas for a week in June, budget 60k per person",
  "Family of 4, temples and food in South India over Diwali, 1.5 lakh total",
  "tiger safari in March, 3 nights, around 40000",
  "दिसंबर में 5 दिन की पहाड़ों की यात्रा, बजट 20 हज़ार",
  "Heritage forts and palaces in Rajasthan in winter for a couple",
];

/** Built-in recommender latency (hint extraction + ranking), in process, over many prompts. */
export function benchRecommender(catalogue: Destination[], rounds = 200) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const prompt = PROMPTS[i % PROMPTS.length];
    const started = performance.now();
    recommend(catalogue, extractHints(prompt, catalogue));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(times[Math.floor((p / 100) * (times.length - 1))] * 100) / 100;
  return { p50Ms: at(50), p99Ms: at(99), rounds };
}

export function syntheticCatalogue(size: number): Destination[] {
  return generateCatalogue(size, 42);
}
