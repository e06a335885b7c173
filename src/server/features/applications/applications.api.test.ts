import { kabirApplication } from "@tests/support/fixtures/guide-application";
import { databaseKinds } from "@tests/support/test-database";
import { errorOf, useTypedTestApp } from "@tests/support/typed-client";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { guideApplications, mailOutbox } from "@/server/db/schema";
import type { guideApplicationInput } from "@/shared/applications/schema";

type GuideApplicationBody = z.input<typeof guideApplicationInput>;

const valid: GuideApplicationBody = kabirApplication;

describe.each(databaseKinds())("guide applications API on %s", (kind) => {
  const ctx = useTypedTestApp(kind);
  // Bad input on purpose: the server, not the compiler, has to refuse it.
  const apply = (body: object) =>
    ctx.api["guide-applications"].$post({ json: body as GuideApplicationBody });

  it("stores a pending application and e-mails the company and the applicant", async () => {
    const res = await ctx.api["guide-applications"].$post({ json: valid });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await ctx.t.db
      .select()
      .from(guideApplications)
      .where(eq(guideApplications.id, id));
    expect(row).toMatchObject({ fullName: "Kabir Sethi", status: "pending", experience: 6 });
    const mails = await ctx.t.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to)).toEqual(
      expect.arrayContaining(["hello@yatratours.in", "kabir@example.org"]),
    );
  });

  it("takes experience typed as text in a number field", async () => {
    const res = await apply({ ...valid, experience: "0" });
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
    const before = (await ctx.t.db.select().from(guideApplications)).length;
    const res = await apply(body);
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.fields?.[field]).toBeTruthy();
    expect((await ctx.t.db.select().from(guideApplications)).length).toBe(before);
  });
});
