import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ErrorReply } from "@tests/support/api-helpers";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { pngHeaderOnly } from "@tests/support/uploads";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  destinations,
  guides,
  packageGallery,
  packages,
  photos,
  user,
} from "@/server/db/schema";
import { createLogger } from "@/server/platform/logger";
import { createLocalStorage } from "@/server/platform/storage";
import type { DestinationPage, PackageDetail, PackagePage } from "@/shared/catalogue/types";
import type { Guide, GuidePage } from "@/shared/guides/types";
import { PHOTO_MAX_BYTES } from "@/shared/photos/rules";
import type { PhotoView } from "@/shared/photos/types";
import { savePhoto } from "./photos.service";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });

const SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`;

function photoForm(bytes: Uint8Array | string, name: string, type: string) {
  const form = new FormData();
  form.append(
    "photo",
    new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }),
  );
  return form;
}

/** The formats a variant URL and sharp must agree on. */
const FORMAT_OF = { avif: "heif", webp: "webp" } as const;

/** Each "url 400w" of a srcset, as [url, width]. */
const entries = (srcset: string) =>
  srcset.split(", ").map((entry) => {
    const [url, w] = entry.split(" ");
    return [url, Number(w.replace("w", ""))] as const;
  });

describe.each(databaseKinds())("photos API on %s", (kind) => {
  let t: TestApp;
  let storageDir: string;
  let admin: string;
  let traveller: string;

  const storedFiles = () => fs.readdirSync(storageDir).filter((name) => name !== "private");
  const photoCount = async () => (await t.db.select({ n: count() }).from(photos))[0].n;
  const upload = (form: FormData, cookie = admin) =>
    t.request("/api/admin/photos", { method: "POST", body: form, cookie });

  /** Refused with this status and a message, leaving no photo row and no file behind. */
  async function expectRefused(res: Response, status: number, message: RegExp) {
    expect(res.status).toBe(status);
    const { error } = (await res.json()) as ErrorReply;
    expect(error.message).toMatch(message);
    expect(error.fields?.photo).toBe(error.message);
  }

  async function expectNothingLeft(run: () => Promise<void>) {
    const [rows, files] = [await photoCount(), storedFiles()];
    await run();
    expect(await photoCount()).toBe(rows);
    expect(storedFiles()).toEqual(files);
  }

  /** Reads every variant back through /uploads and checks its format and size with sharp. */
  async function checkVariants(photo: PhotoView, widths: number[]) {
    for (const format of ["avif", "webp"] as const) {
      const listed = entries(photo[format]);
      expect(listed.map(([, w]) => w)).toEqual(widths);
      for (const [url, width] of listed) {
        expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9-]{36}\\.${format}$`));
        const served = await t.request(url);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe(`image/${format}`);
        expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const bytes = Buffer.from(await served.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(FORMAT_OF[format]);
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * photo.height) / photo.width));
        expect(meta.exif).toBeUndefined();
      }
    }
  }

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-uploads-"));
    t = await createTestApp(kind, { STORAGE_DIR: storageDir });
    admin = await t.signIn("admin@example.com");
    traveller = await t.signIn("traveller@example.com");
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it("turns a camera JPEG upright, drops its GPS and camera data and makes 400/800/1600 px", async () => {
    // 2400×1800 stored sideways (orientation 6: turn 90° clockwise to show): upright 1800×2400.
    const jpeg = await solid(2400, 1800)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Secret Model" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "27/1 10/1 30/1" },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(photoForm(jpeg, "taj.jpg", "image/jpeg"));
    expect(res.status, await res.clone().text()).toBe(201);
    const { photo } = (await res.json()) as { photo: PhotoView };
    expect(photo).toMatchObject({ width: 1800, height: 2400 });
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(photo.placeholder.length).toBeLessThan(600);
    expect(photo.src).toBe(entries(photo.webp)[1][0]);
    await checkVariants(photo, [400, 800, 1600]);
    for (const name of storedFiles()) {
      const bytes = fs.readFileSync(path.join(storageDir, name));
      expect(bytes.includes("Secret Model")).toBe(false);
      expect(bytes.includes("PhoneMaker")).toBe(false);
    }

    const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row.variants).toHaveLength(6);
    const [me] = await t.db.select().from(user).where(eq(user.email, "admin@example.com"));
    expect(row.uploadedBy).toBe(me.id);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, photo.id));
    expect(audit).toMatchObject({ action: "photo.upload", entityType: "photo", actorId: me.id });
  });

  it.each([
    ["PNG", "png", "image/png"],
    ["WebP", "webp", "image/webp"],
    ["AVIF", "avif", "image/avif"],
  ] as const)("accepts a %s and never enlarges it past its own width", async (_, format, type) => {
    const bytes = await solid(1000, 500).toFormat(format).toBuffer();
    const res = await upload(photoForm(bytes, `picture.${format}`, type));
    expect(res.status, await res.clone().text()).toBe(201);
    const { photo } = (await res.json()) as { photo: PhotoView };
    expect(photo).toMatchObject({ width: 1000, height: 500 });
    await checkVariants(photo, [400, 800, 1000]);
  });

  it("keeps a picture smaller than 400 px at its own size", async () => {
    const res = await upload(
      photoForm(await solid(300, 200).png().toBuffer(), "s.png", "image/png"),
    );
    expect(res.status).toBe(201);
    const { photo } = (await res.json()) as { photo: PhotoView };
    await checkVariants(photo, [300]);
  });

  it("decides the format by the file's bytes, not its name or declared type", async () => {
    const png = await solid(500, 400).png().toBuffer();
    const res = await upload(photoForm(png, "holiday.jpg", "image/jpeg"));
    expect(res.status).toBe(201);
  });

  it("refuses an SVG, saying why: it can carry script", async () => {
    await expectNothingLeft(async () => {
      for (const [name, type] of [
        ["logo.svg", "image/svg+xml"],
        ["logo.png", "image/png"],
      ]) {
        const res = await upload(photoForm(SVG, name, type));
        await expectRefused(res, 415, /SVG.*script/);
      }
    });
  });

  it("refuses a text file renamed to .jpg", async () => {
    await expectNothingLeft(async () => {
      const res = await upload(
        photoForm("Dear admin, this is not a photo.", "a.jpg", "image/jpeg"),
      );
      await expectRefused(res, 415, /JPEG, PNG, WebP or AVIF/);
    });
  });

  it("refuses a GIF, which is not on the list", async () => {
    await expectNothingLeft(async () => {
      const gif = await solid(50, 50).gif().toBuffer();
      await expectRefused(await upload(photoForm(gif, "a.gif", "image/gif")), 415, /JPEG, PNG/);
    });
  });

  it("refuses an empty file and a form without the photo", async () => {
    await expectNothingLeft(async () => {
      await expectRefused(await upload(photoForm("", "e.jpg", "image/jpeg")), 422, /empty/);
      const form = new FormData();
      form.append("picture", "not the right field");
      await expectRefused(await upload(form), 422, /choose a photo/);
    });
  });

  it("refuses a PNG bomb (a tiny file declaring 100,000 × 100,000 px) at once", async () => {
    const bomb = pngHeaderOnly(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    await expectNothingLeft(async () => {
      const started = performance.now();
      const res = await upload(photoForm(bomb, "bomb.png", "image/png"));
      await expectRefused(res, 422, /too many pixels.*50 megapixels/);
      expect(performance.now() - started).toBeLessThan(1_000);
    });
  });

  it("refuses a real 64-megapixel PNG of one colour, small on disk", async () => {
    const bomb = await solid(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES / 10);
    await expectNothingLeft(async () => {
      await expectRefused(
        await upload(photoForm(bomb, "b.png", "image/png")),
        422,
        /too many pixels/,
      );
    });
  });

  it("refuses a 40 MB upload with a clear message before reading all of it", async () => {
    const total = 40 * 1024 * 1024;
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) {
          const head = new TextEncoder().encode(
            '--x\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
          );
          pulled += head.length;
          controller.enqueue(head);
        } else if (pulled < total) {
          pulled += chunk.length;
          controller.enqueue(chunk);
        } else controller.close();
      },
    });
    await expectNothingLeft(async () => {
      const res = await t.request("/api/admin/photos", {
        method: "POST",
        body,
        cookie: admin,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        duplex: "half",
      } as RequestInit);
      await expectRefused(res, 413, /at most 20 MB/);
    });
    expect(pulled).toBeLessThan(total);

    // Declared up front: refused on the header alone.
    const declared = await t.request("/api/admin/photos", {
      method: "POST",
      body: "x",
      cookie: admin,
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(total),
      },
    });
    expect(declared.status).toBe(413);
  });

  it("is for admins only", async () => {
    const png = await solid(100, 100).png().toBuffer();
    await expectNothingLeft(async () => {
      expect((await upload(photoForm(png, "a.png", "image/png"), traveller)).status).toBe(403);
      const anonymous = await t.request("/api/admin/photos", {
        method: "POST",
        body: photoForm(png, "a.png", "image/png"),
      });
      expect(anonymous.status).toBe(401);
    });
  });

  it("leaves neither files nor a row behind when recording the photo fails", async () => {
    const deps = {
      db: t.db,
      storage: createLocalStorage(storageDir),
      logger: createLogger("silent"),
    };
    const png = await solid(900, 600).png().toBuffer();
    await expectNothingLeft(async () => {
      await expect(
        savePhoto(deps, png, null, async () => {
          throw new Error("the database went away");
        }),
      ).rejects.toThrow("the database went away");
    });
  });

  it("gives the public catalogue answers the photo views", async () => {
    const take = async (width: number) => {
      const res = await upload(
        photoForm(await solid(width, 600).webp().toBuffer(), "p.webp", "image/webp"),
      );
      expect(res.status).toBe(201);
      return ((await res.json()) as { photo: PhotoView }).photo;
    };
    const [destinationPhoto, packagePhoto, galleryPhoto, guidePhoto] = [
      await take(900),
      await take(1200),
      await take(800),
      await take(600),
    ];
    await t.db
      .update(destinations)
      .set({ photoId: destinationPhoto.id })
      .where(eq(destinations.srNo, 1));
    await t.db.update(packages).set({ photoId: packagePhoto.id }).where(eq(packages.srNo, 1));
    await t.db
      .update(packageGallery)
      .set({ photoId: galleryPhoto.id })
      .where(
        sql`${packageGallery.position} = 0 and ${packageGallery.packageId} = (select id from ${packages} where sr_no = 1)`,
      );
    const [guide] = await t.db
      .update(guides)
      .set({ photoId: guidePhoto.id })
      .where(eq(guides.sno, 1))
      .returning({ name: guides.name });

    await vi.waitFor(
      async () => {
        const found = (await (
          await t.request("/api/destinations/search?q=agra")
        ).json()) as DestinationPage;
        const agra = found.destinations.find((d) => d.srNo === 1);
        expect(agra?.photo).toEqual(destinationPhoto);
        expect(found.destinations.filter((d) => d.srNo !== 1).every((d) => d.photo === null)).toBe(
          true,
        );

        const cards = (await (
          await t.request("/api/packages/search?q=agra")
        ).json()) as PackagePage;
        expect(cards.packages.find((p) => p.srNo === 1)?.photo).toEqual(packagePhoto);

        const guidesFound = (await (
          await t.request(`/api/guides/search?q=${encodeURIComponent(guide.name)}`)
        ).json()) as GuidePage;
        expect(guidesFound.guides.find((g) => g.sno === 1)?.photo).toEqual(guidePhoto);
      },
      { timeout: 3_000, interval: 50 },
    );

    const detail = (
      (await (await t.request("/api/packages/dest_1")).json()) as { package: PackageDetail }
    ).package;
    expect(detail.photo).toEqual(packagePhoto);
    expect(detail.gallery[0].photo).toEqual(galleryPhoto);
    expect(detail.gallery.slice(1).every((g) => g.photo === null)).toBe(true);
    const profile = ((await (await t.request("/api/guides/1")).json()) as { guide: Guide }).guide;
    expect(profile.photo).toEqual(guidePhoto);
  });
});
