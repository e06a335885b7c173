import type { DestinationPage, PackageDetail } from "@/shared/catalogue/types";
import type { Guide, GuidePage } from "@/shared/guides/types";
import { expect, failOnConsoleErrors, signIn, TRAVELLER, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signIn(page, TRAVELLER);
});

test("destinations: search, region, interest, price, sort and Load More", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  // One page of 60 holds every seeded destination.
  const { destinations, total } = (await (
    await page.request.get("/api/destinations/search?limit=60")
  ).json()) as DestinationPage;
  expect(destinations).toHaveLength(total);
  await page.goto("/destinations");
  await expect(page.getByRole("heading", { name: "Explore Destinations" })).toBeVisible();
  await expect(page.getByText(`Showing 6 of ${total} destinations`)).toBeVisible();
  const cards = page.getByRole("region", { name: "Destinations" }).locator(":scope > ul > li");
  await expect(cards).toHaveCount(6);

  await page.getByRole("button", { name: "Load More" }).click();
  await expect(page.getByText(`Showing 12 of ${total} destinations`)).toBeVisible();
  await expect(cards).toHaveCount(12);

  await page.getByPlaceholder("Search destinations...").fill("taj mahal");
  const tajMatches = destinations.filter((d) =>
    `${d.name} ${d.description}`.toLowerCase().includes("taj mahal"),
  );
  await expect(
    page.getByText(
      `Showing ${Math.min(6, tajMatches.length)} of ${tajMatches.length} destinations`,
    ),
  ).toBeVisible();
  await expect(cards.first()).toContainText("Agra");
  await page.getByPlaceholder("Search destinations...").fill("");

  await page.getByRole("radio", { name: "Islands" }).check();
  const islands = destinations.filter((d) => d.region === "Islands");
  await expect(page.getByText(`of ${islands.length} destinations`)).toBeVisible();

  await page.getByRole("radio", { name: "Beach" }).check();
  const islandBeaches = islands.filter((d) => d.interests.includes("beach"));
  await expect(page.getByText(`of ${islandBeaches.length} destinations`)).toBeVisible();

  await page.getByRole("radio", { name: "All Regions" }).check();
  await page.getByRole("radio", { name: "All Interests" }).check();
  await page.getByLabel("Sort By").selectOption({ label: "Price: Low to High" });
  const cheapest = [...destinations].sort((a, b) => a.avgPrice - b.avgPrice)[0];
  await expect(cards.first()).toContainText(cheapest.name);

  await page.getByLabel("Maximum price").fill(String(20000));
  const underTwenty = destinations.filter((d) => d.avgPrice <= 20000);
  await expect(page.getByText(`of ${underTwenty.length} destinations`)).toBeVisible();

  await cards
    .first()
    .getByRole("link", { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/packages/dest_${cheapest.srNo}$`));
  noConsoleErrors();
});

test("destinations: a misspelt or Hindi search finds its place, and a filtered list is a link that survives a visit and Back", async ({
  page,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await page.goto("/destinations");
  const cards = page.getByRole("region", { name: "Destinations" }).locator(":scope > ul > li");
  const search = page.getByPlaceholder("Search destinations...");
  await search.fill("jaipure");
  await expect(cards.first()).toContainText("Jaipur");
  await expect(page).toHaveURL(/\/destinations\?q=jaipure$/);
  await search.fill("गोवा");
  await expect(page.getByText("Showing 1 of 1 destinations")).toBeVisible();
  await expect(cards.first()).toContainText("Goa");

  // A shared link with filters opens the same list; a visit to a place and Back keep it.
  await page.goto("/destinations?q=ladak&sort=rating");
  await expect(page.getByPlaceholder("Search destinations...")).toHaveValue("ladak");
  await expect(page.getByLabel("Sort By")).toHaveValue("rating");
  await expect(cards.first()).toContainText("Ladakh");
  await cards
    .first()
    .getByRole("link", { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(/\/packages\/dest_\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/destinations\?q=ladak&sort=rating$/);
  await expect(cards.first()).toContainText("Ladakh");
  noConsoleErrors();
});

test("package details: every tab shows that package's own data", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const { package: pkg } = (await (await page.request.get("/api/packages/dest_4")).json()) as {
    package: PackageDetail;
  };
  await page.goto("/packages");
  await expect(page.getByRole("link", { name: /View Details/ }).first()).toBeVisible();
  await page.goto("/packages/dest_4");
  await expect(page.getByRole("heading", { name: pkg.name, level: 1 })).toBeVisible();
  await expect(page.getByText(`Best Time: ${pkg.bestSeason}`)).toBeVisible();

  const tabs = [
    "Overview",
    "Itinerary",
    "Accommodation",
    "Cost Breakdown",
    "Inclusions/Exclusions",
    "Gallery",
    "Reviews",
  ];
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  for (const name of tabs) await expect(page.getByRole("tab", { name })).toBeVisible();

  await page.getByRole("tab", { name: "Itinerary" }).click();
  await expect(page.getByRole("tabpanel")).toContainText(pkg.itinerary[0].title);
  await expect(page.getByRole("tabpanel")).toContainText(
    pkg.itinerary[pkg.itinerary.length - 1].title,
  );

  await page.getByRole("tab", { name: "Accommodation" }).click();
  await expect(page.getByRole("tabpanel")).toContainText(pkg.accommodation[0].name);

  await page.getByRole("tab", { name: "Cost Breakdown" }).click();
  await expect(page.getByRole("tabpanel")).toContainText(pkg.costItems[0].label);
  await expect(page.getByRole("tabpanel")).toContainText("18%");

  await page.getByRole("tab", { name: "Inclusions/Exclusions" }).click();
  await expect(page.getByRole("tabpanel")).toContainText(pkg.inclusions[0]);
  await expect(page.getByRole("tabpanel")).toContainText(pkg.exclusions[0]);

  await page.getByRole("tab", { name: "Gallery" }).click();
  await expect(page.getByRole("tabpanel").getByRole("img")).toHaveCount(3);

  await page.getByRole("tab", { name: "Reviews" }).click();
  await expect(page.getByRole("tabpanel")).toContainText(pkg.reviews[0].comment.slice(0, 40));

  await page.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Your Tour" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(pkg.name);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  noConsoleErrors();
});

test("guides: filter, sort, search, expand one at a time, reviews", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const found = (await (await page.request.get("/api/guides/search?limit=60")).json()) as GuidePage;
  const guides = await Promise.all(
    found.guides.map(
      async (g) =>
        ((await (await page.request.get(`/api/guides/${g.sno}`)).json()) as { guide: Guide }).guide,
    ),
  );
  await page.goto("/guides");
  await expect(page.getByRole("heading", { name: "Our Expert Tour Guides" })).toBeVisible();
  await expect(
    page.getByText("Meet our professional guides who will make your journey unforgettable"),
  ).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(guides.length);

  const best = [...guides].sort((a, b) => b.rating - a.rating)[0];
  await expect(cards.first()).toContainText(best.name);

  await page.getByLabel("Specialization").selectOption({ label: "Desert" });
  const desert = guides.filter((g) => g.specialization === "Desert Safaris");
  await expect(cards).toHaveCount(desert.length);
  await page.getByLabel("Specialization").selectOption({ label: "All Specializations" });

  await page.getByLabel("Sort by").selectOption({ label: "Most Experienced" });
  const veteran = [...guides].sort((a, b) => b.experience - a.experience)[0];
  await expect(cards.first()).toContainText(veteran.name);

  const withReviews = guides.find((g) => g.reviews.length > 0)!;
  const withoutReviews = guides.find((g) => g.reviews.length === 0)!;
  await page.getByPlaceholder("Search guides...").fill(withReviews.name);
  await expect(cards).toHaveCount(1);
  const toggle = page.getByRole("button", { name: withReviews.name });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(
    page.getByText(`Group Size: Up to ${withReviews.maxGroupSize} people`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Show Reviews" }).click();
  await expect(page.getByRole("region", { name: "Traveler Reviews" })).toContainText(
    withReviews.reviews[0].comment.slice(0, 30),
  );
  await page.getByRole("button", { name: "Hide Reviews" }).click();
  await expect(page.getByRole("region", { name: "Traveler Reviews" })).toHaveCount(0);

  await page.getByPlaceholder("Search guides...").fill("");
  await page.getByRole("button", { name: withoutReviews.name }).click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("button", { name: "Show Reviews" }).click();
  await expect(
    page.getByText("No reviews yet. Be the first to book and review this guide!"),
  ).toBeVisible();
  await page.getByRole("button", { name: withoutReviews.name }).click();
  await expect(page.getByRole("button", { name: withoutReviews.name })).toHaveAttribute(
    "aria-expanded",
    "false",
  );

  await page.getByRole("button", { name: withReviews.name }).click();
  await page.getByRole("link", { name: "Book This Guide" }).click();
  await expect(page).toHaveURL(new RegExp(`/contact-us\\?guide=${withReviews.sno}$`));
  await expect(page.getByLabel("Subject")).toHaveValue(new RegExp(withReviews.name));
  noConsoleErrors();
});
