import type { Page } from "@playwright/test";
import { HEADER_MAX_HEIGHT } from "../support/screens";
import { expect, signIn, TRAVELLER, test } from "./fixtures";

/**
 * Issue 16's layout rules, measured in Chromium: one header row on a phone, the first result of a
 * list on the first screen, cards that carry price and duration, and at least three cards above
 * the fold on a 1280 × 800 screen.
 */
async function cardsAboveFold(page: Page, viewportHeight: number) {
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
  );
  return boxes.filter((b) => b.top >= 0 && b.top < viewportHeight).length;
}

test.describe("on a phone (360 × 740)", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("one header row, and every list's first result on the first screen", async ({ page }) => {
    await signIn(page, TRAVELLER);
    for (const path of ["/destinations", "/packages", "/guides"]) {
      await page.goto(path);
      const header = await page.getByRole("banner").boundingBox();
      expect(header?.height, `${path}: header`).toBeLessThanOrEqual(HEADER_MAX_HEIGHT);
      const bar = await page.getByRole("navigation", { name: "Bottom navigation" }).boundingBox();
      const first = page.getByRole("main").getByRole("article").first();
      await expect(first).toBeVisible();
      const box = await first.boundingBox();
      // The first result starts on the first screen, above the bottom bar.
      expect(box?.y, `${path}: first result`).toBeLessThan(bar?.y ?? 740);
    }
    await page.goto("/destinations");
    await expect(page.getByRole("main").getByRole("article").first()).toContainText(/From ₹[\d,]+/);
    await page.goto("/packages");
    await expect(page.getByRole("main").getByRole("article").first()).toContainText(
      /\d+ days? \/ \d+ nights?/,
    );
  });
});

test.describe("on a laptop (1280 × 800)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("at least three cards above the fold on Destinations and Packages", async ({ page }) => {
    await signIn(page, TRAVELLER);
    for (const path of ["/destinations", "/packages"]) {
      await page.goto(path);
      expect(await cardsAboveFold(page, 800), path).toBeGreaterThanOrEqual(3);
    }
  });
});
