import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuidePage } from "@/shared/guides/types";

/** A guide's name typed in Devanagari finds them (issue 15): it is tried in Latin letters too. */
describe.each(databaseKinds())("guide search in Hindi on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const names = async (q: string) => {
    const res = await t.request(`/api/guides/search?${new URLSearchParams({ q, limit: "60" })}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as GuidePage).guides.map((g) => g.name);
  };

  it.each([
    ["विक्रम रावत", "Vikram Rawat"],
    ["विक्रम", "Vikram Rawat"],
    ["मीरा", "Meera Srivastava"],
    ["प्रकाश कुलकर्णी", "Prakash Kulkarni"],
    ["संदीप", "Sandeep Dhurve"],
    ["बिदिशा बोरा", "Bidisha Borah"],
    ["अशरफ़", "Mohammad Ashraf Dar"],
  ])("finds %s", async (q, name) => {
    expect(await names(q)).toContain(name);
  });

  it("reads a Hindi word for a speciality in English", async () => {
    expect(await names("वन्यजीव")).toContain("Sandeep Dhurve");
    expect(await names("रेगिस्तान")).toContain("Bhanwar Singh Bhati");
  });

  it("finds no one for a Hindi name no guide has", async () => {
    expect(await names("ज़ुबैदा")).toEqual([]);
  });
});
