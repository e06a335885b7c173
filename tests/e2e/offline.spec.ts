import type { Page } from "@playwright/test";
import type { BookingView } from "@/shared/bookings/types";
import { OFFLINE_CACHES } from "@/shared/offline-caches";
import { expect, inDays, requestBooking, signIn, TRAVELLER, test } from "./fixtures";

const OFFLINE_BANNER = /^You're offline\. Pages you have opened still work/;
const NOT_SENT = "You seem to be offline, so this wasn't sent. What you typed is still here";

/** Waits until the service worker runs this page (it claims open pages once it is active). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The paths of the API answers the service worker keeps for this person. */
function cachedApiPaths(page: Page) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  }, OFFLINE_CACHES.api);
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/**
 * Issue 16, "Done when": a traveller opens their bookings with the network cut. The real built
 * app and its real service worker in Chromium; `context.setOffline` cuts the network.
 */
test("a signed-in traveller opens their bookings offline; a form sent offline keeps its text; signing out forgets them", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, TRAVELLER);
  // Days no other spec books or blocks with the demo guide (keyboard-flows accepts one at 150).
  const start = 310 + Math.floor(Math.random() * 40);
  await requestBooking(page, start, `offline-${Date.now()}`);
  const { bookings } = (await (await page.request.get("/api/bookings/mine")).json()) as {
    bookings: BookingView[];
  };
  const booked = bookings.find((b) => b.startDate === inDays(start));
  expect(booked).toBeDefined();
  const bookingCard = page.getByRole("article").filter({ hasText: booked!.packageName }).first();

  // Online, under the service worker: the screens are opened once, which keeps their answers.
  await page.goto("/my-bookings");
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(bookingCard).toBeVisible();
  await expect.poll(() => cachedApiPaths(page)).toContain("/api/bookings/mine");
  expect(await cachedApiPaths(page)).toContain("/api/auth/get-session");
  await page.goto("/packages/dest_4");
  const packageHeading = page.getByRole("heading", { level: 1 });
  await expect(packageHeading).toBeVisible();
  const packageTitle = await packageHeading.textContent();
  await expect.poll(() => cachedApiPaths(page)).toContain("/api/packages/dest_4");
  await page.goto("/contact-us");
  await expect(page.getByLabel("Email")).toHaveValue(TRAVELLER);
  await expect.poll(() => cachedApiPaths(page)).toContain("/api/profile");

  await context.setOffline(true);
  await page.goto("/my-bookings");
  await expect(page.getByRole("heading", { name: "My Bookings", level: 1 })).toBeVisible();
  await expect(bookingCard).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toBeVisible();

  // Another screen opened before: its page comes from the shell, its data from the kept answer.
  await page.goto("/packages/dest_4");
  await expect(page.getByRole("heading", { level: 1, name: packageTitle! })).toBeVisible();

  // A form sent offline says it was not sent, and keeps every word.
  await page.goto("/contact-us");
  const subject = page.getByLabel("Subject");
  const message = page.getByLabel("Message", { exact: true });
  await subject.fill("Offline question");
  await message.fill("Can the Ladakh trip start a day later? Written in the hills.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toContainText(NOT_SENT);
  await expect(subject).toHaveValue("Offline question");
  await expect(message).toHaveValue("Can the Ladakh trip start a day later? Written in the hills.");

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);

  // A shared phone: after signing out, nobody sees this traveller's bookings, online or not.
  await page.goto("/profile");
  await page.getByRole("button", { name: /sign out|log ?out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await cachedApiPaths(page)).not.toContain("/api/bookings/mine");
  await context.setOffline(true);
  await page.goto("/my-bookings");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(booked!.packageName)).toHaveCount(0);
  await context.setOffline(false);
});

test("the app is installable: its manifest is linked, parses, and names icons of the sizes it says", async ({
  page,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: "Yatra Tours",
    start_url: "/",
    display: "standalone",
    lang: "en-IN",
  });
  expect(manifest.name).toContain("Yatra Tours");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = await Promise.all(
    manifest.icons.map(async (icon) => {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
      return { size: pngSize(await file.body()), declared: icon.sizes, purpose: icon.purpose };
    }),
  );
  for (const icon of icons) expect(icon.size).toBe(icon.declared);
  expect(icons.map((i) => `${i.declared} ${i.purpose ?? "any"}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(pngSize(await (await page.request.get(appleHref!)).body())).toBe("180x180");
});
