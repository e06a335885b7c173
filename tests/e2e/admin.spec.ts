import { expect, signIn, signUpVerified, test, uniqueEmail } from "./fixtures";

const ADMIN = "admin@example.com";

test("an admin bans a traveller, whose next request is refused", async ({ page, browser }) => {
  const email = uniqueEmail("banned");
  const victim = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.77.1.2" } });
  const victimPage = await victim.newPage();
  await signUpVerified(victimPage, email, "a-good-long-password");
  await victimPage.goto("/profile");
  await expect(victimPage.getByText(email).first()).toBeVisible();

  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  await page.getByRole("button", { name: `Manage ${email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Manage user" });
  await dialog.getByLabel("Reason for the ban").fill("Abusive messages to guides");
  await dialog.getByRole("button", { name: "Ban user" }).click();
  await expect(dialog.getByRole("button", { name: "Unban user" })).toBeVisible();

  const refused = await victimPage.request.get("/api/profile");
  expect(refused.status()).toBe(401);
  await victimPage.goto("/profile");
  await expect(victimPage).toHaveURL(/\/login$/);
  await victim.close();
});
