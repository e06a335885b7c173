import { chromiumArgs, chromiumPath } from "@tests/support/chromium";
import { chromium } from "playwright-core";
import sharp from "sharp";
import type { AdminPackage } from "@/shared/content/types";
import type { PhotoView } from "@/shared/photos/types";
import { percentile } from "./percentile";

interface Server {
  base: string;
  origin: string;
}

const json = (origin: string, cookie: string) => ({
  "content-type": "application/json",
  origin,
  cookie,
});

async function ok(res: Response, what: string) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * How long a destination an admin publishes on server A takes to appear in a traveller's search
 * on server B: from the publish answer to B's first search that finds it (each server keeps its
 * catalogue answers in memory until PostgreSQL's change notice drops them).
 */
export async function benchPublishToSecondServer(a: Server, b: Server, cookie: string, runs = 10) {
  const delays: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Letters no generated place shares, so the search finds this one alone among 10,000.
    const letters = Array.from({ length: 8 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join("");
    const name = `Qzx${letters}`;
    // Both servers first hold a cached answer without it.
    const search = (s: Server) =>
      fetch(`${s.base}/api/destinations/search?limit=60&q=${encodeURIComponent(name)}`);
    for (const s of [a, b]) await search(s);
    const created = (await ok(
      await fetch(`${a.base}/api/admin/destinations`, {
        method: "POST",
        headers: json(a.origin, cookie),
        body: JSON.stringify({
          name,
          state: "Rajasthan",
          region: "West India",
          description: "A town made for the bench: its publication is timed across two servers.",
          bestSeason: "October to March",
          interests: ["historical"],
          avgPrice: 12000,
          difficulty: "Easy",
          featured: false,
          imageAlt: "Illustration of a desert fort",
          altNames: "",
          photoId: null,
        }),
      }),
      "create a draft destination",
    )) as { destination: { srNo: number } };
    await ok(
      await fetch(`${a.base}/api/admin/destinations/${created.destination.srNo}/publish`, {
        method: "POST",
        headers: json(a.origin, cookie),
      }),
      "publish it",
    );
    const published = performance.now();
    for (;;) {
      const res = await search(b);
      const page = (await res.json()) as { destinations: { name: string }[] };
      if (page.destinations.some((d) => d.name === name)) break;
      if (performance.now() - published > 10_000) throw new Error("never appeared on server B");
      await new Promise((r) => setTimeout(r, 2));
    }
    delays.push(performance.now() - published);
  }
  const sorted = [...delays].sort((x, y) => x - y);
  return {
    p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
    maxMs: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
    runs,
  };
}

/** A 4000 × 2667 photograph-like JPEG (a drawn scene with film grain), about what a phone takes. */
async function cameraJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 2667;
  const scene = await sharp("public/images/packages/agra.svg", { density: 600 })
    .resize(width, height, { fit: "cover" })
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Gives package dest_{srNo} an uploaded main photo and three gallery photos, as an admin would. */
export async function givePackagePhotos(server: Server, cookie: string, srNo: number) {
  const bytes = await cameraJpeg();
  const upload = async () => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "taj.jpg");
    const started = performance.now();
    const body = (await ok(
      await fetch(`${server.base}/api/admin/photos`, {
        method: "POST",
        headers: { origin: server.origin, cookie },
        body: form,
      }),
      "upload a photo",
    )) as { photo: PhotoView };
    return { photo: body.photo, ms: performance.now() - started };
  };
  const uploads = [];
  for (let i = 0; i < 4; i++) uploads.push(await upload());
  const { package: pkg } = (await ok(
    await fetch(`${server.base}/api/admin/packages/${srNo}`, { headers: { cookie } }),
    "read the package",
  )) as { package: AdminPackage };
  const [main, ...gallery] = uploads.map((u) => u.photo.id);
  await ok(
    await fetch(`${server.base}/api/admin/packages/${srNo}`, {
      method: "PUT",
      headers: json(server.origin, cookie),
      body: JSON.stringify({
        destinationSrNo: pkg.destinationSrNo,
        name: pkg.name,
        description: pkg.description,
        highlights: pkg.highlights,
        difficulty: pkg.difficulty,
        durationDays: pkg.durationDays,
        price: pkg.price,
        season: pkg.season,
        imageAlt: pkg.imageAlt,
        photoId: main,
        itinerary: pkg.itinerary,
        accommodation: pkg.accommodation,
        costItems: pkg.costItems,
        inclusions: pkg.inclusions,
        exclusions: pkg.exclusions,
        gallery: pkg.gallery.map((g, i) => ({
          photoId: gallery[i] ?? g.photoId,
          image: g.image,
          alt: g.alt,
          caption: g.caption,
        })),
      }),
    }),
    "give the package its photos",
  );
  const times = uploads.map((u) => u.ms).sort((x, y) => x - y);
  return { originalBytes: bytes.length, uploadP50Ms: Math.round(percentile(times, 50)) };
}

/**
 * What a phone receives to show a package page: every response's bytes on the wire (headers and
 * body as sent), by kind, on a signed-in visit with an empty cache; and the layout shift.
 */
export async function packagePageBytes(
  server: Server,
  path: string,
  viewport: { width: number; height: number; deviceScaleFactor: number },
) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor,
      isMobile: viewport.width < 800,
      hasTouch: viewport.width < 800,
    });
    const signIn = await context.request.post(`${server.base}/api/auth/sign-in/email`, {
      headers: { origin: server.origin, "x-forwarded-for": "10.201.0.1" },
      data: { email: "traveller@example.com", password: "yatra-demo-2026" },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const measured: Promise<{ kind: string; bytes: number; url: string }>[] = [];
    page.on("requestfinished", (request) => {
      measured.push(
        request.sizes().then((sizes) => ({
          kind: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          url: request.url(),
        })),
      );
    });
    await page.goto(`${server.base}${path}`, { waitUntil: "networkidle" });
    const responses = await Promise.all(measured);
    const byKind = new Map<string, number>();
    for (const r of responses) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + r.bytes);
    const images = responses.filter((r) => r.kind === "image");
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    await context.close();
    return {
      totalBytes: responses.reduce((sum, r) => sum + r.bytes, 0),
      byKind: Object.fromEntries(byKind),
      images: images.map((r) => ({ name: r.url.split("/").pop() ?? r.url, bytes: r.bytes })),
      cls: Math.round(cls * 1000) / 1000,
    };
  } finally {
    await browser.close();
  }
}
