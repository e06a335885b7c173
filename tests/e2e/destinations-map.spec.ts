import type { Page } from "@playwright/test";
import type { DestinationPage } from "@/shared/catalogue/types";
import { axeViolations } from "../support/axe";
import { expect, failOnConsoleErrors, signIn, TRAVELLER, test } from "./fixtures";

/** Issue 16: the destinations on a map of India, with the list's filters, by keyboard. */

const placedMatching = async (page: Page, query = "") => {
  const res = await page.request.get(`/api/destinations/search?limit=60&${query}`);
  const { destinations } = (await res.json()) as DestinationPage;
  return destinations.filter((d) => d.latitude !== null);
};

/** The markers, found without their English names so the Hindi view finds them too. */
const markers = (page: Page) => page.getByRole("figure").getByRole("listitem").getByRole("button");

test.beforeEach(async ({ page }) => {
  await signIn(page, TRAVELLER);
});

test("on a phone: switch to the map, filter it, open a marker by keyboard and follow its card", async ({
  page,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const all = await placedMatching(page);
  expect(all.length).toBeGreaterThanOrEqual(45);

  await page.goto("/destinations");
  await expect(page.getByText(/^Showing 6 of/)).toBeVisible();
  await page.getByRole("button", { name: "Map" }).click();
  await expect(page).toHaveURL(/\/destinations\?view=map$/);
  await expect(page.getByRole("button", { name: "Map" })).toHaveAttribute("aria-pressed", "true");
  await expect(markers(page)).toHaveCount(all.length);

  // The map fits the phone's width and every marker is a 24 px target.
  const map = page.getByRole("figure");
  const mapBox = await map.boundingBox();
  expect(mapBox?.width).toBeLessThanOrEqual(360);
  const markerBox = await markers(page).first().boundingBox();
  expect(markerBox?.width).toBeGreaterThanOrEqual(24);
  expect(markerBox?.height).toBeGreaterThanOrEqual(24);
  expect(await axeViolations(page)).toEqual([]);

  // The search narrows the markers as it narrows the list.
  const kerala = await placedMatching(page, "q=kerala");
  expect(kerala.length).toBeGreaterThan(0);
  expect(kerala.length).toBeLessThan(all.length);
  await page.getByPlaceholder("Search destinations...").fill("kerala");
  await expect(markers(page)).toHaveCount(kerala.length);
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(/q=kerala/);

  // Keyboard: focus the first marker, open its card, Escape closes it.
  const first = markers(page).first();
  await first.focus();
  await page.keyboard.press("Enter");
  const card = page.getByRole("article");
  await expect(card).toBeVisible();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const name = (await card.getByRole("heading").textContent()) ?? "";
  expect(kerala.map((d) => d.name)).toContain(name);
  await expect(card).toContainText("From ₹");
  // On a phone the card sits under the map: it never covers its marker.
  const cardBox = await card.boundingBox();
  const openBox = await first.boundingBox();
  expect(cardBox && openBox && cardBox.y >= openBox.y + openBox.height).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(card).toHaveCount(0);
  await page.keyboard.press("Space");
  await expect(card).toBeVisible();
  const srNo = kerala.find((d) => d.name === name)?.srNo;
  // Tab goes from the open marker into its card.
  await page.keyboard.press("Tab");
  await expect(card.getByRole("link", { name: /View Details/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/packages/dest_${srNo}$`));

  // Back returns to the map as it was; Back again, past the switch, to the list.
  await page.goBack();
  await expect(markers(page)).toHaveCount(kerala.length);
  await page.goBack();
  await expect(page).toHaveURL(/\/destinations$/);
  await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  noConsoleErrors();
});

test("on a laptop the card sits beside the map; the list under it names every destination", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const all = await placedMatching(page);
  await page.goto("/destinations?view=map");
  await expect(markers(page)).toHaveCount(all.length);
  const byRegion = page.getByRole("region", { name: "The same destinations by region" });
  await expect(byRegion.getByRole("link")).toHaveCount(all.length);

  await markers(page).first().click();
  const card = page.getByRole("article");
  await expect(card).toBeVisible();
  const mapBox = await page.getByRole("figure").boundingBox();
  const cardBox = await card.boundingBox();
  expect(cardBox && mapBox && cardBox.x >= mapBox.x + mapBox.width).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test("in Hindi the map names the destinations in Hindi", async ({ page, baseURL }) => {
  // The demo traveller's account keeps English; they choose Hindi, as a reader would.
  await page.getByRole("combobox", { name: "Language" }).first().selectOption("hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  try {
    await page.goto("/destinations?view=map");
    await expect(page.getByRole("button", { name: /^आगरा, उत्तर प्रदेश, ₹/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "नक्शा" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The list under the map names them as written, in Hindi.
    const agra = page.getByRole("main").getByRole("link", { name: "आगरा", exact: true });
    await expect(agra).toBeVisible();
    await expect(agra.locator("[translate=no]")).toHaveText("आगरा");
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await page.request.put("/api/account/language", {
      data: { language: "en" },
      headers: { origin: baseURL ?? "" },
    });
  }
});
