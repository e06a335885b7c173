import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideApplications, mailOutbox } from "@/server/db/schema";

const valid = {
  fullName: "Kabir Sethi",
  email: "kabir@example.org",
  phone: "+91 99887 76655",
  address: "12 Lake Road, Udaipur",
  experience: 6,
  languages: "Hindi, English, Mewari",
  specialization: "historical",
  about: "Licensed city guide for Udaipur's palaces and lakes.",
  agreeToTerms: true,
};

describe.each(databaseKinds())("guide applications API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it("stores a pending application and e-mails the company and the applicant", async () => {
    const res = await t.request("/api/guide-applications", { method: "POST", json: valid });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.db.select().from(guideApplications).where(eq(guideApplications.id, id));
    expect(row).toMatchObject({ fullName: "Kabir Sethi", status: "pending", experience: 6 });
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to)).toEqual(
      expect.arrayContaining(["hello@yatratours.in", "kabir@example.org"]),
    );
  });

  it("takes experience typed as text in a number field", async () => {
    const res = await t.request("/api/guide-applications", {
      method: "POST",
      json: { ...valid, experience: "0" },
    });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ ...valid, agreeToTerms: false }, "agreeToTerms"],
    [{ ...valid, experience: -1 }, "experience"],
    [{ ...valid, specialization: "" }, "specialization"],
    [{ ...valid, specialization: "astrology" }, "specialization"],
    [{ ...valid, email: "kabir at example" }, "email"],
    [{ ...valid, about: " " }, "about"],
  ])("refuses bad input (%#) and stores nothing", async (body, field) => {
    const before = (await t.db.select().from(guideApplications)).length;
    const res = await t.request("/api/guide-applications", { method: "POST", json: body });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields[field]).toBeTruthy();
    expect((await t.db.select().from(guideApplications)).length).toBe(before);
  });
});
