import { expect, failOnConsoleErrors, signIn, TRAVELLER, test } from "./fixtures";

test("the assistant asks for a prompt, then recommends bookable beach trips", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await signIn(page, TRAVELLER);
  await page.goto("/aihelp");
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/assistant/")) calls.push(r.url());
  });

  await page.getByRole("button", { name: "Plan My Trip" }).click();
  await expect(page.getByText("Please enter your travel requirements")).toBeVisible();
  expect(calls).toHaveLength(0);

  await page
    .getByLabel("Describe your ideal trip")
    .fill("A 5 day beach trip in December under ₹30,000 for two");
  await page.getByRole("button", { name: "Plan My Trip" }).click();
  await expect(page.getByRole("heading", { name: "Your Personalized Travel Plan" })).toBeVisible();
  const goa = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Goa", exact: true }) });
  await expect(goa).toBeVisible();
  await goa.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/packages\/dest_3$/);
  await expect(page.getByText("Best Time:").first()).toBeVisible();
  noConsoleErrors();
});
