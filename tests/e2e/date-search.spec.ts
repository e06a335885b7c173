import type { DestinationPage, PackagePage } from "@/shared/catalogue/types";
import { addDays, todayInIndia } from "@/shared/dates";
import { axeViolations } from "../support/axe";
import { expect, signIn, TRAVELLER, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signIn(page, TRAVELLER);
});

test("search by date: only places with a guide free for the whole tour, kept in the address through a filter, a reload and Back", async ({
  page,
}) => {
  const { total: all } = (await (
    await page.request.get("/api/destinations/search?limit=1")
  ).json()) as DestinationPage;
  // A trip that some places cannot take: a group larger than some guides lead, or a date in a
  // seasonal closure. The first such trip in the seeded catalogue is the one searched.
  let trip: { date: string; travellers: number; total: number } | undefined;
  for (const days of [60, 120, 200, 280]) {
    for (const travellers of [2, 8, 12, 16]) {
      const date = addDays(todayInIndia(), days);
      const found = (await (
        await page.request.get(
          `/api/destinations/search?startDate=${date}&travellers=${travellers}&limit=1`,
        )
      ).json()) as DestinationPage;
      if (!trip && found.total > 0 && found.total < all)
        trip = { date, travellers, total: found.total };
    }
  }
  expect(trip).toBeDefined();
  const { date: TRIP, travellers, total } = trip!;

  await page.goto("/destinations");
  await expect(page.getByText(`of ${all} destinations`)).toBeVisible();
  await page.getByLabel("Travellers").fill(String(travellers));
  await page.getByLabel("Travel date").fill(TRIP);
  await expect(page).toHaveURL(new RegExp(`date=${TRIP}&travellers=${travellers}`));
  await expect(page.getByText(`of ${total} destinations`)).toBeVisible();
  await expect(page.getByText(/with a guide free for the whole tour/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A filter narrows the same trip further; the trip stays.
  await page.getByLabel("Sort By").selectOption({ label: "Alphabetical" });
  await expect(page).toHaveURL(
    new RegExp(`sort=alphabetical.*date=${TRIP}|date=${TRIP}.*sort=alphabetical`),
  );
  await expect(page.getByText(`of ${total} destinations`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Travel date")).toHaveValue(TRIP);
  await expect(page.getByText(`of ${total} destinations`)).toBeVisible();

  // Back from a place's package returns to the same trip.
  await page
    .getByRole("region", { name: "Destinations" })
    .getByRole("link", { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/packages\/dest_\d+$/);
  await page.goBack();
  await expect(page.getByLabel("Travel date")).toHaveValue(TRIP);
  await expect(page.getByText(`of ${total} destinations`)).toBeVisible();

  await page.getByRole("button", { name: "Any date" }).click();
  await expect(page.getByText(`of ${all} destinations`)).toBeVisible();

  // The packages screen answers the same question for its tours.
  const packages = (await (
    await page.request.get(
      `/api/packages/search?startDate=${TRIP}&travellers=${travellers}&limit=1`,
    )
  ).json()) as PackagePage;
  await page.goto(`/packages?date=${TRIP}&travellers=${travellers}`);
  await expect(page.getByText(`of ${packages.total} tour packages`)).toBeVisible();
});
