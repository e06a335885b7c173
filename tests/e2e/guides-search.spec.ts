import type { GuidePage } from "@/shared/guides/types";
import { axeViolations } from "../support/axe";
import { expect, failOnConsoleErrors, signIn, TRAVELLER, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signIn(page, TRAVELLER);
});

test("guides: a misspelt name finds its guide, filters live in the address, survive reload and Back", async ({
  page,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const everyone = (await (
    await page.request.get("/api/guides/search?limit=60")
  ).json()) as GuidePage;
  const desert = everyone.guides.filter((g) => g.specialization === "Desert Safaris");
  expect(desert.length).toBeGreaterThan(0);

  await page.goto("/guides");
  const cards = page.getByRole("article");
  const search = page.getByPlaceholder("Search guides...");
  const specialization = page.getByLabel("Specialization");
  // Every listed guide fits on the first page of twelve: the count is all of them, no Load More.
  await expect(page.getByText(`${everyone.total} guides found`)).toBeVisible();
  await expect(cards).toHaveCount(Math.min(12, everyone.total));
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(
    everyone.total > 12 ? 1 : 0,
  );

  await search.fill("meera shrivastava");
  await expect(cards.first()).toContainText("Meera Srivastava");
  await expect(page).toHaveURL(/\/guides\?q=meera\+shrivastava$/);
  await search.fill("");
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByText(`${everyone.total} guides found`)).toBeVisible();

  await specialization.selectOption({ label: "Desert" });
  await expect(page).toHaveURL(/\/guides\?specialization=Desert\+Safaris$/);
  const desertCount = `${desert.length} ${desert.length === 1 ? "guide" : "guides"} found`;
  await expect(page.getByText(desertCount)).toBeVisible();
  await expect(cards).toHaveCount(desert.length);

  // A reload opens the same list.
  await page.reload();
  await expect(specialization).toHaveValue("Desert Safaris");
  await expect(page.getByText(desertCount)).toBeVisible();
  await expect(cards.first()).toContainText(desert[0].name);

  // Another filter is a new step: Back returns to the previous one.
  await page.getByLabel("Sort by").selectOption({ label: "Name (A-Z)" });
  await expect(page).toHaveURL(/\/guides\?specialization=Desert\+Safaris&sort=name$/);
  await specialization.selectOption({ label: "Cultural" });
  await expect(page).toHaveURL(/\/guides\?specialization=Cultural\+%26\+Historical&sort=name$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/guides\?specialization=Desert\+Safaris&sort=name$/);
  await expect(specialization).toHaveValue("Desert Safaris");
  await expect(page.getByLabel("Sort by")).toHaveValue("name");
  await expect(page.getByText(desertCount)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/guides\?specialization=Desert\+Safaris$/);
  await expect(page.getByLabel("Sort by")).toHaveValue("rating");

  // The reviews are fetched when their panel opens.
  const guide = desert[0];
  await page.getByRole("button", { name: guide.name }).click();
  await page.getByRole("button", { name: "Show Reviews" }).click();
  const reviews = page.getByRole("region", { name: "Traveler Reviews" });
  await expect(reviews).toBeVisible();
  if (guide.reviewCount > 0)
    await expect(reviews.getByRole("listitem")).toHaveCount(guide.reviewCount);
  else await expect(reviews).toContainText("No reviews yet.");

  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/guides?q=zzzzqqqq&language=Klingon&sort=cheapest");
  await expect(page.getByText("No guides match your search")).toBeVisible();
  await expect(page.getByText("0 guides found")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Show all guides" }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByText(`${everyone.total} guides found`)).toBeVisible();
  noConsoleErrors();
});
