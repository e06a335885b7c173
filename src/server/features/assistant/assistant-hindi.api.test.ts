import { startFakeOpenAi } from "@tests/support/fake-openai";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinations } from "@/server/db/schema";
import type { AssistantResponse } from "@/shared/assistant/schema";

const GOA_HI = {
  name: "गोवा",
  state: "गोवा",
  description: "गोवा भारत का सबसे छोटा राज्य है। यहाँ के बीच मशहूर हैं। तीसरा वाक्य।",
  bestSeason: "नवंबर से मार्च",
};

/** Goa in Hindi; Puducherry with no Hindi at all (its cards fall back to English). */
async function setHindi(t: TestApp) {
  await t.db.update(destinations).set({ hi: GOA_HI }).where(eq(destinations.name, "Goa"));
  await t.db
    .update(destinations)
    .set({ hi: sql`'{}'::jsonb` })
    .where(eq(destinations.name, "Puducherry"));
}

const post = (t: TestApp, cookie: string, prompt: string, language?: string) =>
  t.request("/api/assistant/recommendations", {
    method: "POST",
    cookie,
    json: { prompt },
    headers: language ? { "accept-language": language } : {},
  });

describe.each(databaseKinds())("the built-in assistant in Hindi on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await setHindi(t);
    cookie = await t.signIn("traveller@example.com");
  });
  afterAll(() => t?.close());

  it("understands 'goa jana hai 20 hazaar mein 3 din' and answers with Goa's Hindi card", async () => {
    const res = await post(t, cookie, "goa jana hai 20 hazaar mein 3 din");
    expect(res.status).toBe(200);
    const body = (await res.json()) as AssistantResponse;
    expect(body.destinations[0]).toMatchObject({
      name: "गोवा",
      description: "गोवा भारत का सबसे छोटा राज्य है। यहाँ के बीच मशहूर हैं।",
      sr_no: 3,
    });
    expect(body.destinations[0].englishFields).toBeUndefined();
    expect(body.summary).toContain("गोवा");
    expect(body.summary).toContain("₹20,000");
  });

  it("answers a Hindi reader in Hindi, marking the fields still in English", async () => {
    const res = await post(t, cookie, "Pondicherry for 3 days", "hi-IN,hi;q=0.9");
    expect(res.headers.get("content-language")).toBe("hi-IN");
    const body = (await res.json()) as AssistantResponse;
    expect(body.summary).toMatch(/[\u0900-\u097F]/);
    expect(body.destinations[0]).toMatchObject({
      name: "Puducherry",
      englishFields: ["name", "description"],
    });
  });

  it("answers an English reader's English prompt in English", async () => {
    const res = await post(t, cookie, "Goa for 3 days", "en-IN");
    expect(res.headers.get("content-language")).toBe("en-IN");
    const body = (await res.json()) as AssistantResponse;
    expect(body.destinations[0]).toMatchObject({ name: "Goa", sr_no: 3 });
    expect(body.summary).not.toMatch(/[\u0900-\u097F]/);
  });
});

describe("the AI provider is told to answer a Hindi reader in Hindi", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp("pglite", {
      OPENAI_API_KEY: "sk-test-not-a-real-key",
      OPENAI_BASE_URL: fake.baseURL,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: "1500",
    });
    await setHindi(t);
    cookie = await t.signIn("traveller@example.com");
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("sends the Hindi names and puts them on the cards", async () => {
    fake.use([
      {
        kind: "reply",
        content: JSON.stringify({
          summary: "दिसंबर में गोवा बढ़िया रहेगा।",
          destinations: [{ name: "Goa", description: "धूप और बीच।", highlights: [], sr_no: 3 }],
        }),
      },
    ]);
    const res = await post(t, cookie, "A beach trip in December", "hi-IN");
    const body = (await res.json()) as AssistantResponse;
    const system = (fake.received[0].body as { messages: { content: string }[] }).messages[0];
    expect(system.content).toContain("in natural Hindi");
    expect(system.content).toContain('"hindiName":"गोवा"');
    expect(body.destinations).toEqual([
      {
        name: "गोवा",
        description: "धूप और बीच।",
        highlights: [],
        recommendation: "",
        sr_no: 3,
      },
    ]);
  });
});
