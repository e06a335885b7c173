import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  createPerson,
  type ErrorReply,
  mailsTo,
  PERSON_PASSWORD,
} from "@tests/support/api-helpers";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { guideLicences, guides, user } from "@/server/db/schema";
import { createLogger } from "@/server/platform/logger";
import { createMailer } from "@/server/platform/mail";
import { addDays, todayInIndia } from "@/shared/dates";
import type {
  AdminLicence,
  AdminLicenceList,
  GuideLicenceReply,
} from "@/shared/guides/licence-types";
import type { Guide, GuidePage } from "@/shared/guides/types";
import { sendExpiryNotices } from "./guide-licences.service";

const GUIDE = "guide@example.com";
const OTHER_GUIDE = "other.licence.guide@example.org";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  crypto.randomBytes(64),
]);
const webp = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  crypto.randomBytes(32),
]);

const inAYear = () => addDays(todayInIndia(), 365);

interface Fields {
  kind?: string;
  number?: string;
  authority?: string;
  expiresOn?: string;
}

const goodFields = (): Fields => ({
  kind: "india-tourism-regional",
  number: "RGT/2024-0117",
  authority: "Ministry of Tourism, Government of India",
  expiresOn: inAYear(),
});

function licenceForm(fields: Fields, document?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if (document) {
    form.append(
      "document",
      new File([new Uint8Array(document.bytes)], document.name, { type: document.type }),
    );
  }
  return form;
}

const pdfDocument = { bytes: pdf, name: "licence.pdf", type: "application/pdf" };

describe.each(databaseKinds())("guide licences on %s", (kind) => {
  let t: TestApp;
  let storageDir: string;
  const cookies: Record<"guide" | "otherGuide" | "traveller" | "admin", string> = {
    guide: "",
    otherGuide: "",
    traveller: "",
    admin: "",
  };
  let guideId: number;

  const privateDir = () => path.join(storageDir, "private");
  const privateFiles = () =>
    fs.existsSync(privateDir()) ? fs.readdirSync(privateDir()).sort() : [];
  /** No licences and no private files: each test starts from "none". */
  const reset = async () => {
    await t.db.delete(guideLicences);
    fs.rmSync(privateDir(), { recursive: true, force: true });
  };
  const licenceRow = async () =>
    (await t.db.select().from(guideLicences).where(eq(guideLicences.guideId, guideId)))[0];

  /**
   * Opens a document as the browser would: the authorised endpoint answers with a short-lived
   * signed link, which works without the session.
   */
  const openDocument = async (url: string, cookie: string) => {
    const res = await t.request(url, { cookie });
    expect(res.status, await res.clone().text()).toBe(302);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const link = res.headers.get("location") ?? "";
    expect(link).toMatch(/^\/files\/private\/[a-f0-9-]{36}\.[a-z]+\?.*sig=/);
    return t.request(link);
  };

  const submit = (form: FormData, cookie = cookies.guide) =>
    t.request("/api/guide-licence", { method: "PUT", body: form, cookie });
  const read = async (cookie = cookies.guide) => {
    const res = await t.request("/api/guide-licence", { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as GuideLicenceReply;
  };
  const admin = (url: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(`/api/admin/licences${url}`, { ...init, cookie: cookies.admin });
  const publicGuide = async (sno: number) => {
    const one = (await (await t.request(`/api/guides/${sno}`)).json()) as { guide: Guide };
    // The Guides search answers from memory until PostgreSQL announces the change (milliseconds).
    await vi.waitFor(
      async () => {
        const res = await t.request("/api/guides/search?limit=60");
        const { guides: listed } = (await res.json()) as GuidePage;
        expect(listed.find((g) => g.sno === sno)?.licensed).toBe(one.guide.licensed);
      },
      { timeout: 2_000, interval: 20 },
    );
    return one.guide;
  };

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "licence-storage-"));
    t = await createTestApp(kind, { STORAGE_DIR: storageDir });
    cookies.guide = await t.signIn(GUIDE);
    cookies.traveller = await t.signIn("traveller@example.com");
    cookies.admin = await t.signIn("admin@example.com");
    const otherId = await createPerson(t, OTHER_GUIDE, "guide", "Other Guide");
    await t.db.update(guides).set({ userId: otherId }).where(eq(guides.sno, 2));
    cookies.otherGuide = await t.signIn(OTHER_GUIDE, PERSON_PASSWORD);
    const [g] = await t.db.select().from(guides).where(eq(guides.sno, 1));
    guideId = g.id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  describe("a guide's own licence", () => {
    beforeEach(reset);

    it("starts at none, files one with its document, and streams the document back privately", async () => {
      expect(await read()).toEqual({ licence: null, licensed: false });

      const res = await submit(
        licenceForm({ ...goodFields(), number: "  RGT/2024-0117 " }, pdfDocument),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      const reply = (await res.json()) as GuideLicenceReply;
      expect(reply.licensed).toBe(false);
      expect(reply.licence).toMatchObject({
        kind: "india-tourism-regional",
        number: "RGT/2024-0117",
        authority: "Ministry of Tourism, Government of India",
        expiresOn: inAYear(),
        status: "pending",
        rejectionReason: null,
        reviewedAt: null,
        documentType: "application/pdf",
      });
      expect(await read()).toEqual(reply);
      const [stored] = privateFiles();
      expect(privateFiles()).toHaveLength(1);
      expect(stored).toMatch(/^[a-f0-9-]{36}\.pdf$/);
      expect((await licenceRow()).documentKey).toBe(stored);

      const doc = await openDocument("/api/guide-licence/document", cookies.guide);
      expect(doc.status).toBe(200);
      expect(Buffer.from(await doc.arrayBuffer()).equals(pdf)).toBe(true);
      expect(doc.headers.get("content-type")).toBe("application/pdf");
      expect(doc.headers.get("content-disposition")).toBe('inline; filename="licence.pdf"');
      expect(doc.headers.get("cache-control")).toBe("private, no-store");
      expect(doc.headers.get("x-content-type-options")).toBe("nosniff");
    });

    it("never serves a private file under /uploads, whatever the path", async () => {
      await submit(licenceForm(goodFields(), pdfDocument));
      const [key] = privateFiles();
      // A public file beside it is served: the route works, only the private folder is out of reach.
      const publicName = `${crypto.randomUUID()}.webp`;
      fs.writeFileSync(path.join(storageDir, publicName), webp);
      const served = await t.request(`/uploads/${publicName}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);

      for (const trick of [
        `/uploads/${key}`,
        `/uploads/private/${key}`,
        `/uploads/private%2F${key}`,
        `/uploads/private%2f${key}`,
        `/uploads/%70rivate/${key}`,
        `/uploads/private%5C${key}`,
        `/uploads//private/${key}`,
        `/uploads/./private/${key}`,
        `/uploads/x/../private/${key}`,
        `/uploads/%2e%2e/private/${key}`,
        `/uploads/${publicName}/../private/${key}`,
        `/uploads/..%2Fprivate%2F${key}`,
        `/private/${key}`,
      ]) {
        const res = await t.request(trick);
        const body = Buffer.from(await res.arrayBuffer());
        expect(body.includes(pdf), trick).toBe(false);
        expect(res.status, trick).not.toBe(200);
      }
    });

    it("replaces the document on re-submission, removes the old file and goes back to pending", async () => {
      await submit(licenceForm(goodFields(), pdfDocument));
      const [first] = privateFiles();
      await t.db
        .update(guideLicences)
        .set({ status: "rejected", rejectionReason: "Blurred", reviewedAt: new Date() })
        .where(eq(guideLicences.guideId, guideId));

      const res = await submit(
        licenceForm(
          { ...goodFields(), kind: "state", number: "KA 0042" },
          // The browser's name and type are ignored: the bytes say PNG.
          { bytes: png, name: "scan.jpg", type: "image/jpeg" },
        ),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      const { licence } = (await res.json()) as GuideLicenceReply;
      expect(licence).toMatchObject({
        kind: "state",
        number: "KA 0042",
        status: "pending",
        rejectionReason: null,
        reviewedAt: null,
        documentType: "image/png",
      });
      const files = privateFiles();
      expect(files).toHaveLength(1);
      expect(files[0]).not.toBe(first);
      expect(files[0]).toMatch(/\.png$/);
      const doc = await openDocument("/api/guide-licence/document", cookies.guide);
      expect(doc.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await doc.arrayBuffer()).equals(png)).toBe(true);

      // New details without a new document keep the document and ask for review again.
      await t.db.update(guideLicences).set({ status: "verified" });
      const again = await submit(licenceForm({ ...goodFields(), number: "KA 0043" }));
      expect(again.status, await again.clone().text()).toBe(200);
      expect(((await again.json()) as GuideLicenceReply).licence).toMatchObject({
        number: "KA 0043",
        status: "pending",
        documentType: "image/png",
      });
      expect(privateFiles()).toEqual(files);
    });

    it("withdraws the licence and its document", async () => {
      await submit(licenceForm(goodFields(), pdfDocument));
      expect(privateFiles()).toHaveLength(1);
      const res = await t.request("/api/guide-licence", {
        method: "DELETE",
        cookie: cookies.guide,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ licence: null, licensed: false });
      expect(await read()).toEqual({ licence: null, licensed: false });
      expect(privateFiles()).toEqual([]);
      expect(await licenceRow()).toBeUndefined();
      const doc = await t.request("/api/guide-licence/document", { cookie: cookies.guide });
      expect(doc.status).toBe(404);
      // Withdrawing nothing is not an error.
      const again = await t.request("/api/guide-licence", {
        method: "DELETE",
        cookie: cookies.guide,
      });
      expect(again.status).toBe(200);
    });
  });

  describe("bad input gets a field error and changes nothing", () => {
    let before: Awaited<ReturnType<typeof licenceRow>>;
    let filesBefore: string[];

    beforeAll(async () => {
      await reset();
      const res = await submit(licenceForm(goodFields(), pdfDocument));
      expect(res.status).toBe(200);
      before = await licenceRow();
      filesBefore = privateFiles();
    });

    const twentyMb = crypto.randomBytes(20 * 1024 * 1024);
    twentyMb.write("%PDF-1.4\n", 0);

    it.each<[string, () => FormData, number, Record<string, string | RegExp>]>([
      [
        "an expiry in the past",
        () => licenceForm({ ...goodFields(), expiresOn: addDays(todayInIndia(), -1) }, pdfDocument),
        422,
        { expiresOn: "Expiry date must be after today" },
      ],
      [
        "an expiry of today",
        () => licenceForm({ ...goodFields(), expiresOn: todayInIndia() }, pdfDocument),
        422,
        { expiresOn: "Expiry date must be after today" },
      ],
      [
        "a date that does not exist",
        () => licenceForm({ ...goodFields(), expiresOn: "2031-02-30" }, pdfDocument),
        422,
        { expiresOn: "Expiry date must be a valid date" },
      ],
      [
        "a 20 MB document",
        () =>
          licenceForm(goodFields(), { bytes: twentyMb, name: "big.pdf", type: "application/pdf" }),
        413,
        { document: "The document can be at most 5 MB." },
      ],
      [
        "a .pdf that is really text",
        () =>
          licenceForm(goodFields(), {
            bytes: Buffer.from("This is not a PDF, only text pretending to be one."),
            name: "licence.pdf",
            type: "application/pdf",
          }),
        422,
        { document: /PDF, JPEG, PNG or WebP/ },
      ],
      [
        "an HTML page named as an image",
        () =>
          licenceForm(goodFields(), {
            bytes: Buffer.from("<html><script>alert(1)</script></html>"),
            name: "licence.png",
            type: "image/png",
          }),
        422,
        { document: /PDF, JPEG, PNG or WebP/ },
      ],
      [
        "an empty document",
        () =>
          licenceForm(goodFields(), {
            bytes: Buffer.alloc(0),
            name: "l.pdf",
            type: "application/pdf",
          }),
        422,
        { document: /empty/ },
      ],
      [
        "every field missing",
        () => licenceForm({}, pdfDocument),
        422,
        {
          kind: "Please choose the kind of licence",
          number: "Licence number is required",
          authority: "Issuing authority is required",
          expiresOn: "Expiry date is required",
        },
      ],
      [
        "an unknown kind and a number with other characters",
        () => licenceForm({ ...goodFields(), kind: "none", number: "AB<12>" }, pdfDocument),
        422,
        {
          kind: "Please choose the kind of licence",
          number: "Licence number may contain only letters, digits, spaces, - and /",
        },
      ],
      [
        "too short and too long",
        () =>
          licenceForm({ ...goodFields(), number: " 12 ", authority: "x".repeat(121) }, pdfDocument),
        422,
        {
          number: "Licence number must be at least 3 characters",
          authority: "Issuing authority must be at most 120 characters",
        },
      ],
      [
        "a NUL in a text field",
        () => licenceForm({ ...goodFields(), authority: "Tourism\u0000Board" }, pdfDocument),
        422,
        { authority: "Issuing authority cannot contain control characters" },
      ],
    ])("%s", async (_name, form, status, fields) => {
      const res = await submit(form());
      expect(res.status, await res.clone().text()).toBe(status);
      const { error } = (await res.json()) as ErrorReply;
      for (const [field, message] of Object.entries(fields)) {
        if (typeof message === "string") expect(error.fields?.[field]).toBe(message);
        else expect(error.fields?.[field]).toMatch(message);
      }
      expect(await licenceRow()).toEqual(before);
      expect(privateFiles()).toEqual(filesBefore);
    });

    it("refuses a JSON body and asks a first-time guide for the document", async () => {
      const json = await t.request("/api/guide-licence", {
        method: "PUT",
        json: goodFields(),
        cookie: cookies.guide,
      });
      expect(json.status).toBe(415);

      const first = await submit(licenceForm(goodFields()), cookies.otherGuide);
      expect(first.status).toBe(422);
      expect(((await first.json()) as ErrorReply).error.fields).toEqual({
        document: "Please choose the scanned licence (a PDF or an image).",
      });
      expect(await read(cookies.otherGuide)).toEqual({ licence: null, licensed: false });
      expect(await licenceRow()).toEqual(before);
      expect(privateFiles()).toEqual(filesBefore);
    });

    it("lets nobody else file, read or withdraw the guide's licence", async () => {
      for (const [cookie, status] of [
        ["", 401],
        [cookies.traveller, 403],
        [cookies.admin, 403],
      ] as const) {
        expect((await t.request("/api/guide-licence", { cookie })).status).toBe(status);
        expect((await t.request("/api/guide-licence/document", { cookie })).status).toBe(status);
        expect((await submit(licenceForm(goodFields(), pdfDocument), cookie)).status).toBe(status);
        expect((await t.request("/api/guide-licence", { method: "DELETE", cookie })).status).toBe(
          status,
        );
      }
      // The other guide sees only their own (none), and cannot reach this one's document.
      expect(await read(cookies.otherGuide)).toEqual({ licence: null, licensed: false });
      const doc = await t.request("/api/guide-licence/document", { cookie: cookies.otherGuide });
      expect(doc.status).toBe(404);
      for (const cookie of [cookies.traveller, cookies.guide, cookies.otherGuide]) {
        const res = await t.request("/api/admin/licences/1/document", { cookie });
        expect(res.status).toBe(403);
        expect(Buffer.from(await res.arrayBuffer()).includes(pdf)).toBe(false);
      }
      expect(await licenceRow()).toEqual(before);
      expect(privateFiles()).toEqual(filesBefore);
    });
  });

  describe("review by an admin", () => {
    beforeEach(async () => {
      await reset();
      const res = await submit(licenceForm(goodFields(), pdfDocument));
      expect(res.status).toBe(200);
    });

    it("lists pending licences with the guide, shows the document and verifies: the card says licensed", async () => {
      const list = await admin("?status=pending");
      expect(list.status).toBe(200);
      const body = (await list.json()) as AdminLicenceList;
      expect(body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      const [guideRow] = await t.db.select().from(guides).where(eq(guides.id, guideId));
      expect(body.licences[0]).toMatchObject({
        guideSno: 1,
        guideName: guideRow.name,
        status: "pending",
        number: "RGT/2024-0117",
        reviewedBy: null,
      });
      expect(((await (await admin("?status=verified")).json()) as AdminLicenceList).total).toBe(0);

      const doc = await openDocument("/api/admin/licences/1/document", cookies.admin);
      expect(doc.status).toBe(200);
      expect(doc.headers.get("content-type")).toBe("application/pdf");
      expect(doc.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await doc.arrayBuffer()).equals(pdf)).toBe(true);
      expect((await admin("/2/document")).status).toBe(404);

      expect((await publicGuide(1)).licensed).toBe(false);
      const verified = await admin("/1/verify", { method: "POST" });
      expect(verified.status, await verified.clone().text()).toBe(200);
      const { licence } = (await verified.json()) as { licence: AdminLicence };
      const [me] = await t.db.select().from(user).where(eq(user.email, "admin@example.com"));
      expect(licence).toMatchObject({ status: "verified", reviewedBy: me.name });
      expect(Date.now() - Date.parse(licence.reviewedAt ?? "")).toBeLessThan(60_000);
      const row = await licenceRow();
      expect(row.reviewedBy).toBe(me.id);

      expect((await publicGuide(1)).licensed).toBe(true);
      expect((await publicGuide(3)).licensed).toBe(false);
      expect(await read()).toMatchObject({ licensed: true, licence: { status: "verified" } });
      const [mail] = await mailsTo(t, GUIDE);
      expect(mail.subject).toBe("Your guide licence is verified");
      expect(mail.text).toContain("RGT/2024-0117");

      expect((await admin("/1/verify", { method: "POST" })).status).toBe(409);
      const rejectVerified = await admin("/1/reject", { method: "POST", json: { reason: "No" } });
      expect(rejectVerified.status).toBe(409);
      expect((await licenceRow()).status).toBe("verified");
    });

    it("drops the badge the day after expiry, by itself", async () => {
      await admin("/1/verify", { method: "POST" });
      const today = todayInIndia();
      await t.db
        .update(guideLicences)
        .set({ expiresOn: today })
        .where(eq(guideLicences.guideId, guideId));
      expect((await publicGuide(1)).licensed).toBe(true);
      await t.db
        .update(guideLicences)
        .set({ expiresOn: addDays(today, -1) })
        .where(eq(guideLicences.guideId, guideId));
      expect((await publicGuide(1)).licensed).toBe(false);
      expect(await read()).toMatchObject({ licensed: false, licence: { status: "verified" } });
    });

    it("rejects only with a reason, and e-mails the guide the reason", async () => {
      const mailsBefore = (await mailsTo(t, GUIDE)).length;
      for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
        const res = await admin("/1/reject", { method: "POST", json: body });
        expect(res.status).toBe(422);
        expect(((await res.json()) as ErrorReply).error.fields?.reason).toBeTruthy();
      }
      expect((await licenceRow()).status).toBe("pending");

      const reason = "The scan is too blurred to read the number.";
      const res = await admin("/1/reject", { method: "POST", json: { reason } });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as { licence: AdminLicence }).licence).toMatchObject({
        status: "rejected",
        rejectionReason: reason,
      });
      expect(await read()).toMatchObject({
        licensed: false,
        licence: { status: "rejected", rejectionReason: reason },
      });
      const mails = await mailsTo(t, GUIDE);
      expect(mails).toHaveLength(mailsBefore + 1);
      expect(mails[0].subject).toBe("We could not verify your guide licence");
      expect(mails[0].text).toContain(`Reason: ${reason}`);
      const rejected = (await (await admin("?status=rejected")).json()) as AdminLicenceList;
      expect(rejected.licences.map((l) => l.guideSno)).toEqual([1]);
      expect((await publicGuide(1)).licensed).toBe(false);
    });

    it("answers 404 for a guide without a licence, and refuses to verify an expired one", async () => {
      expect((await admin("/2/verify", { method: "POST" })).status).toBe(404);
      expect((await admin("/999999/verify", { method: "POST" })).status).toBe(404);
      expect((await admin("/abc/verify", { method: "POST" })).status).toBe(422);
      await t.db
        .update(guideLicences)
        .set({ expiresOn: addDays(todayInIndia(), -1) })
        .where(eq(guideLicences.guideId, guideId));
      const res = await admin("/1/verify", { method: "POST" });
      expect(res.status).toBe(409);
      expect(((await res.json()) as ErrorReply).error.code).toBe("LICENCE_EXPIRED");
      expect((await licenceRow()).status).toBe("pending");
    });
  });

  describe("the expiry notice", () => {
    const today = "2031-03-01";
    const deps = () => ({
      db: t.db,
      mailer: createMailer({ from: "test@example.org", db: t.db, logger: createLogger("silent") }),
      logger: createLogger("silent"),
      publicUrl: "http://localhost:3000",
    });
    const notices = async () =>
      (await mailsTo(t, GUIDE)).filter((m) => m.subject.startsWith("Your guide licence expires"));

    beforeEach(async () => {
      await reset();
      await t.db.insert(guideLicences).values({
        guideId,
        kind: "state",
        number: "KA 0042",
        authority: "Karnataka Tourism",
        expiresOn: addDays(today, 40),
        documentKey: `${crypto.randomUUID()}.pdf`,
        documentType: "application/pdf",
        status: "verified",
      });
    });

    it("e-mails once per licence term, 30 days before expiry", async () => {
      const before = (await notices()).length;
      expect(await sendExpiryNotices(deps(), today)).toBe(0);
      expect(await sendExpiryNotices(deps(), addDays(today, 9))).toBe(0);

      expect(await sendExpiryNotices(deps(), addDays(today, 10))).toBe(1);
      const [notice] = await notices();
      expect(notice.subject).toBe("Your guide licence expires on 10 April 2031");
      expect(notice.text).toContain("KA 0042");
      expect((await licenceRow()).expiryNoticeFor).toBe(addDays(today, 40));
      expect(await sendExpiryNotices(deps(), addDays(today, 11))).toBe(0);
      expect(await sendExpiryNotices(deps(), addDays(today, 39))).toBe(0);
      expect(await notices()).toHaveLength(before + 1);

      // Renewed: a new expiry date is a new term with its own notice.
      await t.db
        .update(guideLicences)
        .set({ expiresOn: addDays(today, 400) })
        .where(eq(guideLicences.guideId, guideId));
      expect(await sendExpiryNotices(deps(), addDays(today, 370))).toBe(1);
      expect(await sendExpiryNotices(deps(), addDays(today, 371))).toBe(0);
      expect(await notices()).toHaveLength(before + 2);
    });

    it("skips licences that are not verified, already expired, or whose guide has no account", async () => {
      await t.db.update(guideLicences).set({ status: "pending" });
      expect(await sendExpiryNotices(deps(), addDays(today, 20))).toBe(0);
      await t.db.update(guideLicences).set({ status: "verified" });
      expect(await sendExpiryNotices(deps(), addDays(today, 41))).toBe(0);
      const [g] = await t.db.select().from(guides).where(eq(guides.id, guideId));
      await t.db.update(guides).set({ userId: null }).where(eq(guides.id, guideId));
      try {
        expect(await sendExpiryNotices(deps(), addDays(today, 20))).toBe(0);
      } finally {
        await t.db.update(guides).set({ userId: g.userId }).where(eq(guides.id, guideId));
      }
      expect((await licenceRow()).expiryNoticeFor).toBeNull();
    });

    it("gives the notice back when the e-mail fails, so the next run sends it", async () => {
      const failing = {
        ...deps(),
        mailer: {
          kind: "outbox" as const,
          send: async () => {
            throw new Error("SMTP down");
          },
          close: () => {},
        },
      };
      expect(await sendExpiryNotices(failing, addDays(today, 20))).toBe(0);
      expect((await licenceRow()).expiryNoticeFor).toBeNull();
      expect(await sendExpiryNotices(deps(), addDays(today, 21))).toBe(1);
    });
  });
});
