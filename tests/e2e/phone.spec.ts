import { HEADER_MAX_HEIGHT } from "../support/screens";
import { expect, signIn, TRAVELLER, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a phone visitor gets around with the bottom bar and the hamburger menu", async ({ page }) => {
  await signIn(page, TRAVELLER);
  const bottom = page.getByRole("navigation", { name: "Bottom navigation" });
  await expect(bottom).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Side navigation" })).toBeHidden();

  await bottom.getByRole("link", { name: "Destinations" }).click();
  await expect(page).toHaveURL(/\/destinations$/);
  await expect(page.getByRole("heading", { name: "Explore Destinations" })).toBeVisible();

  await bottom.getByRole("link", { name: "Packages" }).click();
  await expect(page).toHaveURL(/\/packages$/);

  await bottom.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const menuButton = page.getByRole("button", { name: "Menu" });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("navigation", { name: "Mobile menu" });
  await menu.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(menu).toBeHidden();

  // One header row on a phone (issue 16): joining as a guide and the language are in the menu.
  const header = await page.getByRole("banner").boundingBox();
  expect(header?.height).toBeLessThanOrEqual(HEADER_MAX_HEIGHT);
  await menuButton.click();
  await expect(menu.getByRole("button", { name: "Join as Tourist Guide" })).toBeVisible();
  await expect(menu.getByRole("combobox", { name: "Language" })).toBeVisible();
  await menuButton.click();
  await expect(menu).toBeHidden();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await bottom.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
