import type { Page } from "@playwright/test";
import type { PackagePage } from "@/shared/catalogue/types";
import { axeViolations } from "../support/axe";
import { expect, signIn, TRAVELLER, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signIn(page, TRAVELLER);
});

const cardsOf = (page: Page) =>
  page.getByRole("region", { name: "Tour packages" }).getByRole("article");

test("packages: a misspelt search finds its tour, filters live in the address, survive a reload and come back after Back", async ({
  page,
}) => {
  const { total } = (await (
    await page.request.get("/api/packages/search?limit=1")
  ).json()) as PackagePage;
  const { total: islands } = (await (
    await page.request.get("/api/packages/search?limit=1&region=Islands")
  ).json()) as PackagePage;
  expect(islands).toBeGreaterThan(0);

  await page.goto("/packages");
  await expect(page.getByRole("heading", { name: "Tour Packages", level: 1 })).toBeVisible();
  await expect(page.getByText(`Showing 6 of ${total} tour packages`)).toBeVisible();
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(6);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Load More" }).click();
  await expect(page.getByText(`Showing 12 of ${total} tour packages`)).toBeVisible();
  await expect(cards).toHaveCount(12);

  const search = page.getByPlaceholder("Search packages...");
  await search.fill("jaipure");
  await expect(page).toHaveURL(/\/packages\?q=jaipure$/);
  await expect(cards.first()).toContainText("Jaipur");

  await search.fill("");
  await page.getByRole("radio", { name: "Islands" }).check();
  await expect(page).toHaveURL(/\/packages\?region=Islands$/);
  await expect(page.getByText(`of ${islands} tour packages`)).toBeVisible();
  await page.getByLabel("Sort By").selectOption({ label: "Price: Low to High" });
  await expect(page).toHaveURL(/\/packages\?region=Islands&sort=price-asc$/);
  const cheapest = (await (
    await page.request.get("/api/packages/search?limit=1&region=Islands&sort=price-asc")
  ).json()) as PackagePage;
  await expect(cards.first()).toContainText(cheapest.packages[0].name);

  await page.reload();
  await expect(page.getByRole("radio", { name: "Islands" })).toBeChecked();
  await expect(page.getByLabel("Sort By")).toHaveValue("price-asc");
  await expect(page.getByText(`of ${islands} tour packages`)).toBeVisible();
  await expect(cards.first()).toContainText(cheapest.packages[0].name);
  expect(await axeViolations(page)).toEqual([]);

  await cards
    .first()
    .getByRole("link", { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/packages/${cheapest.packages[0].id}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/packages\?region=Islands&sort=price-asc$/);
  await expect(page.getByRole("radio", { name: "Islands" })).toBeChecked();
  await expect(cards.first()).toContainText(cheapest.packages[0].name);
});

test("packages: nothing matches, so a reset brings every package back", async ({ page }) => {
  await page.goto("/packages?q=zzzzqqqq&difficulty=Challenging");
  await expect(
    page.getByRole("heading", { name: "No tour packages match your search" }),
  ).toBeVisible();
  await expect(page.getByPlaceholder("Search packages...")).toHaveValue("zzzzqqqq");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Reset filters" }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(cardsOf(page)).toHaveCount(6);
});
