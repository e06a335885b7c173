import { createPerson, mailsTo, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { kabirApplication } from "@tests/support/fixtures/guide-application";
import {
  confirmApplication,
  mailedConfirmationToken,
  sendApplication,
} from "@tests/support/guide-applications";
import { databaseKinds } from "@tests/support/test-database";
import { errorOf, useTypedTestApp } from "@tests/support/typed-client";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { guideApplications, mailOutbox, user } from "@/server/db/schema";
import type {
  GuideApplicationConfirmed,
  GuideApplicationSubmitted,
  guideApplicationInput,
} from "@/shared/applications/schema";

type GuideApplicationBody = z.input<typeof guideApplicationInput>;

const COMPANY = "hello@yatratours.in";
const valid = (overrides: Partial<GuideApplicationBody> = {}): GuideApplicationBody => ({
  ...kabirApplication,
  idempotencyKey: crypto.randomUUID(),
  ...overrides,
});

describe.each(databaseKinds())("guide applications API on %s", (kind) => {
  const ctx = useTypedTestApp(kind);
  // Bad input on purpose: the server, not the compiler, has to refuse it.
  const apply = (body: object) =>
    ctx.api["guide-applications"].$post({ json: body as GuideApplicationBody });
  const stored = async (id: number) =>
    (await ctx.t.db.select().from(guideApplications).where(eq(guideApplications.id, id)))[0];
  const mailCount = async () => (await ctx.t.db.select().from(mailOutbox)).length;

  it("holds a signed-out application until its address is confirmed, mailing only a link", async () => {
    const email = "held@example.org";
    const res = await ctx.api["guide-applications"].$post({ json: valid({ email }) });
    expect(res.status).toBe(201);
    const { id, needsConfirmation } = (await res.json()) as GuideApplicationSubmitted;
    expect(needsConfirmation).toBe(true);

    const row = await stored(id);
    expect(row).toMatchObject({
      fullName: "Kabir Sethi",
      status: "unconfirmed",
      experience: 6,
      userId: null,
      fromAccount: false,
      emailVerifiedAt: null,
    });
    const mails = await mailsTo(ctx.t, email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Please confirm your application to guide with Yatra Tours",
    ]);
    const token = await mailedConfirmationToken(ctx.t, email);
    expect(token).toMatch(/^[\w-]{40,}$/);
    // Stored hashed, and the link works for a day.
    expect(row.confirmationTokenHash).not.toContain(token);
    const hours = ((row.confirmationExpiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // The company hears of it only once it is confirmed.
    const company = await mailsTo(ctx.t, COMPANY);
    expect(company.some((m) => m.text.includes(`Application #${id}\n`))).toBe(false);
  });

  it("confirms through the mailed link once, then tells the company and the applicant", async () => {
    const email = "confirms@example.org";
    const { id } = (await (await sendApplication(ctx.t, { email })).json()) as { id: number };
    const token = (await mailedConfirmationToken(ctx.t, email)) ?? "";

    const first = await confirmApplication(ctx.t, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "confirmed" } satisfies GuideApplicationConfirmed);
    const row = await stored(id);
    expect(row.status).toBe("pending");
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    const company = (await mailsTo(ctx.t, COMPANY)).filter((m) =>
      m.text.includes(`Application #${id}\n`),
    );
    expect(company).toHaveLength(1);
    expect(company[0].text).toContain("the applicant confirmed this e-mail address");
    expect((await mailsTo(ctx.t, email)).map((m) => m.subject)).toContain(
      "We received your application to guide with Yatra Tours",
    );

    const before = await mailCount();
    const again = await confirmApplication(ctx.t, token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "already-confirmed" });
    expect(await mailCount()).toBe(before);
  });

  it("answers an expired, unknown or missing token with a clear 4xx and changes nothing", async () => {
    const email = "expired@example.org";
    const { id } = (await (await sendApplication(ctx.t, { email })).json()) as { id: number };
    const token = (await mailedConfirmationToken(ctx.t, email)) ?? "";
    await ctx.t.db
      .update(guideApplications)
      .set({ confirmationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(guideApplications.id, id));

    const expired = await confirmApplication(ctx.t, token);
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toMatchObject({
      code: "CONFIRMATION_LINK_EXPIRED",
      message: expect.stringMatching(/expired.*apply again/),
    });
    expect((await stored(id)).status).toBe("unconfirmed");

    for (const garbage of ["nonsense", `${token}x`, "x".repeat(200), "💥\u202e"]) {
      const res = await confirmApplication(ctx.t, garbage);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("CONFIRMATION_LINK_INVALID");
    }
    for (const body of [{}, { token: "" }, { token: 42 }, { token: "x".repeat(201) }]) {
      const res = await ctx.t.request("/api/guide-applications/confirm", {
        method: "POST",
        json: body,
      });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields?.token).toBe("This confirmation link is not valid.");
    }
    expect((await stored(id)).status).toBe("unconfirmed");
  });

  it("sends no link for an address that has an account: its owner is asked to apply signed in", async () => {
    const before = await mailedConfirmationToken(ctx.t, "traveller@example.com");
    const res = await sendApplication(ctx.t, {
      fullName: "Not The Traveller",
      email: "Traveller@Example.com",
    });
    expect(res.status).toBe(201);
    const { id, needsConfirmation } = (await res.json()) as GuideApplicationSubmitted;
    expect(needsConfirmation).toBe(true);
    const row = await stored(id);
    expect(row).toMatchObject({ status: "unconfirmed", confirmationTokenHash: null });
    expect(await mailedConfirmationToken(ctx.t, "Traveller@Example.com")).toBe(before);
    const [mail] = await mailsTo(ctx.t, "Traveller@Example.com");
    expect(mail.subject).toMatch(/please apply from your account/);
    expect(mail.text).toContain("http://localhost:3000/login");
    const [traveller] = await ctx.t.db
      .select()
      .from(user)
      .where(eq(user.email, "traveller@example.com"));
    expect(traveller.role).toBe("user");
  });

  it("binds a signed-in application to the account and its own address, queued at once", async () => {
    const userId = await createPerson(ctx.t, "binds@example.org");
    const cookie = await ctx.t.signIn("binds@example.org", PERSON_PASSWORD);
    const res = await sendApplication(ctx.t, { email: "someone.else@example.org" }, cookie);
    expect(res.status).toBe(201);
    const { id, needsConfirmation } = (await res.json()) as GuideApplicationSubmitted;
    expect(needsConfirmation).toBe(false);
    expect(await stored(id)).toMatchObject({
      userId,
      fromAccount: true,
      email: "binds@example.org",
      status: "pending",
      emailVerifiedAt: expect.any(Date),
      confirmationTokenHash: null,
    });
    expect(await mailsTo(ctx.t, "someone.else@example.org")).toEqual([]);
    const [received] = await mailsTo(ctx.t, "binds@example.org");
    expect(received.subject).toBe("We received your application to guide with Yatra Tours");
    const company = (await mailsTo(ctx.t, COMPANY)).find((m) =>
      m.text.includes(`Application #${id}\n`),
    );
    expect(company?.text).toContain("Sent while signed in");
    expect(company?.text).toContain("Email: binds@example.org");
  });

  it("answers a retry with the same key with the same application, and mails once", async () => {
    const body = valid({ email: "retry@example.org" });
    const first = await apply(body);
    expect(first.status).toBe(201);
    const mailsAfterFirst = await mailCount();
    const rows = async () =>
      (
        await ctx.t.db
          .select()
          .from(guideApplications)
          .where(eq(guideApplications.email, "retry@example.org"))
      ).length;
    expect(await rows()).toBe(1);

    const again = await apply(body);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.clone().json());
    const racing = await Promise.all([apply(body), apply(body)]);
    expect(racing.map((r) => r.status)).toEqual([201, 201]);
    expect(await rows()).toBe(1);
    expect(await mailCount()).toBe(mailsAfterFirst);

    // Someone else's key is refused, not answered with that application.
    await createPerson(ctx.t, "key.thief@example.org");
    const cookie = await ctx.t.signIn("key.thief@example.org", PERSON_PASSWORD);
    const stolen = await sendApplication(
      ctx.t,
      { ...kabirApplication, ...body, experience: 6 },
      cookie,
    );
    expect(stolen.status).toBe(409);
    expect((await errorOf(stolen)).code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("answers concurrent first sends with one key with one application", async () => {
    const body = valid({ email: "together@example.org" });
    const replies = await Promise.all([apply(body), apply(body), apply(body)]);
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(
      replies.map(async (r) => ((await r.json()) as { id: number }).id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await mailsTo(ctx.t, "together@example.org")).toHaveLength(1);
  });

  it("takes experience typed as text in a number field", async () => {
    const res = await apply({ ...valid(), experience: "0" });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ phone: "" }, "phone", "Please enter your phone number"],
    [{ phone: "  " }, "phone", "Please enter your phone number"],
    [{ phone: "call me" }, "phone", "Please enter a valid phone number"],
    [{ experience: "" }, "experience", "Please enter your years of experience"],
    [{ experience: null }, "experience", "Please enter your years of experience"],
    [{ experience: undefined }, "experience", "Please enter your years of experience"],
    [{ experience: "six" }, "experience", "Experience must be a number"],
    [{ languages: " " }, "languages", "Please list the languages you speak"],
  ])(
    "says what is missing, or what is wrong (%#), and stores nothing",
    async (overrides, field, message) => {
      const before = (await ctx.t.db.select().from(guideApplications)).length;
      const res = await apply({ ...valid(), ...overrides });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
      expect((await ctx.t.db.select().from(guideApplications)).length).toBe(before);
    },
  );

  it.each([
    [{ agreeToTerms: false }, "agreeToTerms"],
    [{ experience: -1 }, "experience"],
    [{ specialization: "" }, "specialization"],
    [{ specialization: "astrology" }, "specialization"],
    [{ email: "kabir at example" }, "email"],
    [{ about: " " }, "about"],
    [{ idempotencyKey: "not-a-uuid" }, "idempotencyKey"],
    [{ idempotencyKey: undefined }, "idempotencyKey"],
  ])("refuses bad input (%#) and stores nothing", async (overrides, field) => {
    const before = (await ctx.t.db.select().from(guideApplications)).length;
    const res = await apply({ ...valid(), ...overrides });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.fields?.[field]).toBeTruthy();
    expect((await ctx.t.db.select().from(guideApplications)).length).toBe(before);
  });
});
