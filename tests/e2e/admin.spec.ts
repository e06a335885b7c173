import { axeViolations } from "../support/axe";
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

test("an admin picks destinations by typing: one to close for a season, several for a guide", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Seasonal closures" }).click();
  const form = page.getByRole("form", { name: "Add a closed season" });
  const destination = form.getByRole("combobox", { name: "Destination" });
  // Misspelt, and chosen with the keyboard.
  await destination.pressSequentially("orcha");
  await expect(form.getByRole("option").first()).toHaveAccessibleName(/^Orchha Madhya Pradesh/);
  expect(await axeViolations(page)).toEqual([]);
  await destination.press("ArrowDown");
  await destination.press("Enter");
  await expect(destination).toHaveValue("Orchha");
  await expect(form.getByRole("listbox")).toBeHidden();
  await form.getByLabel("First closed day").fill("07-01");
  await form.getByLabel("Last closed day").fill("08-15");
  await form.getByLabel("Why").fill("The Betwa runs high in the monsoon");
  await form.getByRole("button", { name: "Add closed season" }).click();
  await expect(page.getByText("The closed season is saved.")).toBeVisible();
  await expect(destination).toHaveValue("");
  const remove = page.getByRole("button", { name: "Remove the closure of Orchha from 1 July" });
  await remove.click();
  await expect(page.getByText("Orchha is open in that season again.")).toBeVisible();

  // A guide's destinations are tags; a Hindi name finds one; Escape closes the list, not the dialog.
  await page.getByRole("tab", { name: "Guides" }).click();
  await page
    .getByRole("button", { name: /^Edit / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  const tags = dialog.getByRole("list", { name: "Chosen destinations" });
  const covered = await tags.getByRole("listitem").count();
  expect(covered).toBeGreaterThan(0);
  const covers = dialog.getByRole("combobox", { name: "Destinations you cover" });
  await covers.pressSequentially("हम्पी");
  const hampi = dialog.getByRole("option", { name: /^Hampi/ });
  await expect(hampi).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await covers.press("Escape");
  await expect(dialog.getByRole("listbox")).toBeHidden();
  await expect(dialog).toBeVisible();
  await covers.press("ArrowDown");
  await hampi.click();
  await expect(tags.getByRole("listitem")).toHaveCount(covered + 1);
  await expect(covers).toBeFocused();
  await dialog.getByRole("button", { name: "Remove Hampi" }).click();
  await expect(tags.getByRole("listitem")).toHaveCount(covered);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});
