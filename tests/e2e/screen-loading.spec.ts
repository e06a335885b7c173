import { expect, test } from "./fixtures";

// The service worker would answer from its precache; these tests are about the network.
test.use({ serviceWorkers: "block" });

const ABOUT = "Travel India with people who call it home";
const CONTACT = "We're here to help you plan";

test("while the next screen's code loads, the screen on view stays, then the next one shows", async ({
  page,
}) => {
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { name: ABOUT })).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/contact-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.getByRole("banner").getByRole("link", { name: "Contact" }).click();
  await expect.poll(() => asked).toBe(true);
  await expect(page.getByRole("heading", { name: ABOUT })).toBeVisible();
  await expect(page.getByText("Loading application...")).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { name: CONTACT })).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test("a screen whose code cannot be fetched says so, and Try Again fetches it", async ({
  page,
  context,
}) => {
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { name: ABOUT })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole("banner").getByRole("link", { name: "Contact" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "This screen could not be loaded." });
  await expect(failure).toContainText(
    "Could not reach the server. Check your connection and try again.",
  );
  await context.setOffline(false);
  await failure.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: CONTACT })).toBeVisible();
});
