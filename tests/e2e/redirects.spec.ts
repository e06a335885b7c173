import { expect, signIn, TRAVELLER, test } from "./fixtures";

const protectedPaths = [
  "/destinations",
  "/aihelp",
  "/packages",
  "/packages/dest_1",
  "/profile",
  "/guides",
  "/dashboard",
];

test.describe("an anonymous visitor", () => {
  for (const p of protectedPaths) {
    test(`is sent from ${p} to /login`, async ({ page }) => {
      await page.goto(p);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
    });
  }

  test("reaches the public pages", async ({ page }) => {
    for (const p of ["/", "/about-us", "/contact-us", "/login", "/signUp"]) {
      await page.goto(p);
      await expect(page).toHaveURL(new RegExp(`${p === "/" ? "/$" : `${p}$`}`));
    }
  });

  test("is sent from an unknown path to /login, and /home shows home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("a signed-in traveller", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, TRAVELLER);
  });

  test("is sent from /login and /signUp and unknown paths to /", async ({ page }) => {
    for (const p of ["/login", "/signUp", "/somewhere-else"]) {
      await page.goto(p);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("bad package ids go back to /packages", async ({ page }) => {
    for (const id of ["dest_9999", "dest_abc", "42"]) {
      await page.goto(`/packages/${id}`);
      await expect(page).toHaveURL(/\/packages$/);
    }
  });
});
