import { startFakeOpenAi } from "@tests/support/fake-openai";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantResponse } from "@/shared/assistant/schema";

const PROMPT = "A 5 day beach trip in December under ₹30,000 for two";

describe("the assistant with an OpenAI-compatible provider (a fake server on loopback)", () => {
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
    cookie = await t.signIn("traveller@example.com");
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const ask = async (prompt = PROMPT) => {
    const res = await t.request("/api/assistant/recommendations", {
      method: "POST",
      cookie,
      json: { prompt },
    });
    return {
      status: res.status,
      body: (await res.json()) as AssistantResponse & { error?: { code: string; message: string } },
    };
  };
  const goa = {
    name: "Goa",
    description: "Beaches and churches.",
    highlights: ["Palolem", "Old Goa"],
    recommendation: "Dry, sunny December.",
    sr_no: 3,
  };

  it("sends the spec's request: model, temperature 1, 4000 tokens, instructions with our catalogue and hints", async () => {
    fake.use([
      { kind: "reply", content: JSON.stringify({ summary: "Sun!", destinations: [goa] }) },
    ]);
    const { status, body } = await ask();
    expect(status).toBe(200);
    expect(body).toEqual({ summary: "Sun!", destinations: [goa] });
    const sent = fake.received[0].body as unknown as {
      model: string;
      temperature: number;
      max_tokens: number;
      messages: { role: string; content: string }[];
    };
    expect(sent).toMatchObject({ model: "fake-model", temperature: 1, max_tokens: 4000 });
    expect(sent.messages[0].role).toBe("system");
    expect(sent.messages[0].content).toContain('"name":"Goa"');
    expect(sent.messages[0].content).toContain("Hints read from the request");
    expect(sent.messages[1]).toEqual({ role: "user", content: PROMPT });
  });

  it("finds the JSON inside prose", async () => {
    fake.use([
      {
        kind: "reply",
        content: `Here you go!\n${JSON.stringify({ summary: "S", destinations: [goa] })}\nEnjoy.`,
      },
    ]);
    const { body } = await ask();
    expect(body.destinations.map((d) => d.sr_no)).toEqual([3]);
  });

  it("turns plain prose into the single 'AI Recommendation' card", async () => {
    fake.use([{ kind: "reply", content: "Try Goa in December; the beaches are lovely." }]);
    const { body } = await ask();
    expect(body.destinations).toEqual([
      {
        name: "AI Recommendation",
        description: "Try Goa in December; the beaches are lovely.",
        highlights: [],
        recommendation: "",
        sr_no: null,
      },
    ]);
    expect(body.summary.length).toBeGreaterThan(0);
  });

  it("drops invented destinations and fixes the links of real ones", async () => {
    fake.use([
      {
        kind: "reply",
        content: JSON.stringify({
          summary: "Mixed",
          destinations: [
            { ...goa, sr_no: 999 },
            { name: "Atlantis", description: "x", highlights: [], recommendation: "x", sr_no: 77 },
            {
              name: "puducherry",
              description: "French quarter",
              highlights: [],
              recommendation: "Calm",
              sr_no: 1,
            },
          ],
        }),
      },
    ]);
    const { body } = await ask();
    expect(body.destinations.map((d) => [d.name, d.sr_no])).toEqual([
      ["Goa", 3],
      ["Puducherry", 16],
    ]);
  });

  it("retries a 429 and then succeeds", async () => {
    fake.use([
      { kind: "status", status: 429, retryAfter: 0 },
      { kind: "reply", content: JSON.stringify({ summary: "After a wait", destinations: [goa] }) },
    ]);
    const { status, body } = await ask();
    expect(status).toBe(200);
    expect(body.summary).toBe("After a wait");
    expect(fake.received).toHaveLength(2);
  });

  it("answers a provider that always fails with the spec's message, after the SDK's retries", async () => {
    fake.use([{ kind: "status", status: 500 }]);
    const { status, body } = await ask();
    expect(status).toBe(502);
    expect(body.error).toEqual({
      code: "AI_FAILED",
      message: "Failed to get recommendations. Please try again.",
    });
    expect(fake.received).toHaveLength(3);
  });

  it("gives up on a provider that hangs past the timeout", async () => {
    fake.use([{ kind: "hang" }]);
    const { status, body } = await ask();
    expect(status).toBe(504);
    expect(body.error).toEqual({ code: "AI_TIMEOUT", message: "Request timed out." });
  }, 20_000);

  it("refuses an empty or over-long prompt without calling the provider", async () => {
    fake.use([{ kind: "reply", content: "{}" }]);
    expect((await ask("   ")).status).toBe(422);
    expect((await ask("x".repeat(1001))).status).toBe(422);
    expect(fake.received).toHaveLength(0);
  });
});

describe("the assistant without a key: the built-in recommender", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("recommends Goa-like beach trips for a December beach prompt, and needs a signed-in user", async () => {
    const cookie = await t.signIn("traveller@example.com");
    const res = await t.request("/api/assistant/recommendations", {
      method: "POST",
      cookie,
      json: { prompt: PROMPT },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AssistantResponse;
    expect(body.destinations.length).toBeGreaterThan(0);
    expect(body.destinations.map((d) => d.name)).toContain("Goa");
    for (const d of body.destinations) expect(d.sr_no).toEqual(expect.any(Number));
    expect(body.summary.length).toBeGreaterThan(20);
    const anonymous = await t.request("/api/assistant/recommendations", {
      method: "POST",
      json: { prompt: PROMPT },
    });
    expect(anonymous.status).toBe(401);
  });
});
