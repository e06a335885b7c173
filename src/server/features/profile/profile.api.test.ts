import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ErrorReply } from "@tests/support/api-helpers";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { pngHeaderOnly } from "@tests/support/uploads";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, user } from "@/server/db/schema";
import type { Profile } from "@/shared/profile/types";

const TRAVELLER = "traveller@example.com";

const details = {
  fullName: "  Ananya Krishnan ",
  phone: "+91 98450 12345",
  address: "12 MG Road, Bengaluru 560001",
  preferences: "Quiet hill stations, vegetarian food, trains over flights.",
};

async function pngOf(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
}

/** Raw random pixels barely compress, so the PNG stays about as large as its pixels. */
async function noisePng(minBytes: number) {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16;
  const pixels = crypto.randomFillSync(Buffer.alloc(side * side * 3));
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function pictureForm(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("picture", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describe.each(databaseKinds())("profile API on %s", (kind) => {
  let t: TestApp;
  let storageDir: string;
  let cookie: string;
  let travellerId: string;

  const storedFiles = () => fs.readdirSync(storageDir).sort();
  const rowOf = async (id: string) => {
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, id));
    const [account] = await t.db.select().from(user).where(eq(user.id, id));
    return { ...row, name: account.name, image: account.image };
  };
  const upload = (form: FormData, as = cookie) =>
    t.request("/api/profile/picture", { method: "POST", body: form, cookie: as });

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "profile-uploads-"));
    t = await createTestApp(kind, { STORAGE_DIR: storageDir });
    cookie = await t.signIn(TRAVELLER);
    const [me] = await t.db.select().from(user).where(eq(user.email, TRAVELLER));
    travellerId = me.id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it("reads the signed-in user's profile", async () => {
    const res = await t.request("/api/profile", { cookie });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    expect(profile).toMatchObject({
      id: travellerId,
      email: TRAVELLER,
      fullName: "Ananya Iyer",
      role: "user",
      profilePic: null,
    });
    expect(Number.isNaN(Date.parse(profile.memberSince))).toBe(false);
  });

  it("updates the details, mirrors the name into the account and reads them back", async () => {
    const before = await rowOf(travellerId);
    const res = await t.request("/api/profile", { method: "PUT", cookie, json: details });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    expect(profile).toMatchObject({ ...details, fullName: "Ananya Krishnan", email: TRAVELLER });

    const again = (await (await t.request("/api/profile", { cookie })).json()) as {
      profile: Profile;
    };
    expect(again.profile).toEqual(profile);
    const after = await rowOf(travellerId);
    expect(after.name).toBe("Ananya Krishnan");
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
  });

  it("accepts empty fields", async () => {
    const empty = { fullName: "", phone: " ", address: "", preferences: "" };
    const res = await t.request("/api/profile", { method: "PUT", cookie, json: empty });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    expect(profile).toMatchObject({ fullName: "", phone: "", address: "", preferences: "" });
    await t.request("/api/profile", { method: "PUT", cookie, json: details });
  });

  it.each([
    [{ ...details, phone: "call me" }, "phone", "Please enter a valid phone number"],
    [
      { ...details, fullName: "x".repeat(101) },
      "fullName",
      "Full name must be at most 100 characters",
    ],
    [{ ...details, address: "x".repeat(301) }, "address", "Address must be at most 300 characters"],
    [
      { ...details, preferences: "x".repeat(2001) },
      "preferences",
      "Travel preferences must be at most 2000 characters",
    ],
    [{ ...details, fullName: 42 }, "fullName", "Full name must be text"],
  ])(
    "refuses bad input with field messages and changes nothing (%#)",
    async (body, field, message) => {
      const before = await rowOf(travellerId);
      const res = await t.request("/api/profile", { method: "PUT", cookie, json: body });
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as ErrorReply;
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fields?.[field]).toBe(message);
      expect(await rowOf(travellerId)).toEqual(before);
    },
  );

  it("takes the user only from the session", async () => {
    const [admin] = await t.db.select().from(user).where(eq(user.email, "admin@example.com"));
    const before = await rowOf(admin.id);
    const res = await t.request("/api/profile", {
      method: "PUT",
      cookie,
      json: { ...details, userId: admin.id, id: admin.id },
    });
    expect(res.status).toBe(200);
    expect(await rowOf(admin.id)).toEqual(before);
  });

  it("answers 401 to a signed-out visitor on every profile endpoint", async () => {
    const form = pictureForm(await pngOf(64, 64), "me.png", "image/png");
    const replies = await Promise.all([
      t.request("/api/profile"),
      t.request("/api/profile", { method: "PUT", json: { fullName: 7 } }),
      t.request("/api/profile/picture", { method: "POST", body: form }),
      t.request("/api/profile/picture", { method: "DELETE" }),
    ]);
    for (const res of replies) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorReply).error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("stores an uploaded PNG as a WebP of at most 512 px and serves it", async () => {
    const res = await upload(pictureForm(await pngOf(1200, 900), "holiday.png", "image/png"));
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    expect(profile.profilePic).toMatch(/^\/uploads\/[a-f0-9-]{36}\.webp$/);
    expect(profile.fullName).toBe("Ananya Krishnan");

    const row = await rowOf(travellerId);
    expect(row.profilePic).toBe(profile.profilePic);
    expect(row.image).toBe(profile.profilePic);

    const served = await t.request(profile.profilePic ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });
    expect(bytes.length).toBeLessThanOrEqual(200 * 1024);
  });

  it("drops a JPEG's EXIF data, turns it upright and never enlarges a small picture", async () => {
    // Red left half, blue right half, marked 'rotate 90° clockwise to show': upright, red is on top.
    const redHalf = await sharp({
      create: { width: 150, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .composite([{ input: redHalf, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Secret Model" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1" },
      })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);
    expect(jpeg.includes("Secret Model")).toBe(true);

    const res = await upload(pictureForm(jpeg, "camera.jpg", "image/jpeg"));
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    const stored = fs.readFileSync(path.join(storageDir, path.basename(profile.profilePic ?? "")));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes("Secret Model")).toBe(false);
    expect([meta.width, meta.height]).toEqual([200, 200]);

    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3),
    ];
    const [top, bottom] = [pixel(100, 20), pixel(100, 180)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it("deletes the previous picture's file when a new one replaces it", async () => {
    const first = (await (
      await upload(pictureForm(await pngOf(100, 100), "a.png", "image/png"))
    ).json()) as { profile: Profile };
    const second = (await (
      await upload(pictureForm(await pngOf(120, 80), "b.png", "image/png"))
    ).json()) as { profile: Profile };
    const [firstUrl, secondUrl] = [first.profile.profilePic, second.profile.profilePic];
    expect(firstUrl).not.toBe(secondUrl);
    expect(storedFiles()).toEqual([path.basename(secondUrl ?? "")]);
    expect((await t.request(firstUrl ?? "")).status).toBe(404);
    expect((await t.request(secondUrl ?? "")).status).toBe(200);
  });

  describe("refused uploads change nothing", () => {
    async function expectRefused(form: FormData, status: number, message: string) {
      const before = await rowOf(travellerId);
      const filesBefore = storedFiles();
      const res = await upload(form);
      expect(res.status).toBe(status);
      const { error } = (await res.json()) as ErrorReply;
      expect(error.message).toBe(message);
      expect(await rowOf(travellerId)).toEqual(before);
      expect(storedFiles()).toEqual(filesBefore);
    }

    it("a text file named like a JPEG", async () => {
      await expectRefused(
        pictureForm(Buffer.from("hello"), "photo.jpg", "image/jpeg"),
        422,
        "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).",
      );
    });

    it("an SVG, which is an image but may carry script", async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
      );
      await expectRefused(
        pictureForm(svg, "logo.png", "image/png"),
        422,
        "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).",
      );
    });

    it("an image over 5 MB", async () => {
      const big = await noisePng(6 * 1024 * 1024);
      expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
      await expectRefused(
        pictureForm(big, "noise.png", "image/png"),
        413,
        "Images can be at most 5 MB.",
      );
    });

    it("a file just over 5 MB that fits the request allowance", async () => {
      const justOver = Buffer.alloc(5 * 1024 * 1024 + 1024, 1);
      await expectRefused(
        pictureForm(justOver, "big.jpg", "image/jpeg"),
        413,
        "Images can be at most 5 MB.",
      );
    });

    it("an empty file", async () => {
      await expectRefused(
        pictureForm(new Uint8Array(0), "empty.png", "image/png"),
        422,
        "The file is empty.",
      );
    });

    it("a small PNG whose header claims 900 megapixels", async () => {
      const huge = pngHeaderOnly(30_000, 30_000);
      expect(huge.length).toBeLessThan(1024);
      await expectRefused(
        pictureForm(huge, "huge.png", "image/png"),
        422,
        "That image has too many pixels. Please choose one of at most 50 megapixels.",
      );
    });

    it("a JSON body instead of a form upload", async () => {
      const before = await rowOf(travellerId);
      const res = await t.request("/api/profile/picture", {
        method: "POST",
        json: { picture: "me.png" },
        cookie,
      });
      expect(res.status).toBe(415);
      expect(((await res.json()) as ErrorReply).error.message).toBe(
        "Please send the picture as a form upload (multipart/form-data).",
      );
      expect(await rowOf(travellerId)).toEqual(before);
    });

    it("a form without the picture field", async () => {
      const form = new FormData();
      form.append("photo", new File([await pngOf(10, 10)], "me.png", { type: "image/png" }));
      await expectRefused(form, 422, "Please choose a picture to upload.");
    });
  });

  it("removes the picture and its file", async () => {
    const { profile: withPicture } = (await (
      await upload(pictureForm(await pngOf(64, 64), "me.png", "image/png"))
    ).json()) as { profile: Profile };
    expect(storedFiles()).toEqual([path.basename(withPicture.profilePic ?? "")]);

    const res = await t.request("/api/profile/picture", { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    expect(profile.profilePic).toBeNull();
    const row = await rowOf(travellerId);
    expect(row.profilePic).toBeNull();
    expect(row.image).toBeNull();
    expect(storedFiles()).toEqual([]);
  });
});
