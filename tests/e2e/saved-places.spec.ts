import { appTookOver } from "../support/app-took-over";
import { axeViolations } from "../support/axe";
import { expect, linkIn, mailTo, signIn, test, uniqueEmail } from "./fixtures";

/**
 * Issue 16, "Done when": a traveller saves a destination and finds it on the Saved page after
 * signing in on another browser. A new account, so no other test's saves are in the way.
 */
test("a destination saved on one browser is on the Saved page of another", async ({
  browser,
  page,
  baseURL,
}) => {
  const email = uniqueEmail("saver");
  const password = "a-good-long-password";
  const origin = new URL(baseURL!).origin;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: { email, password, name: "Saver" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  // The verification link signs the new traveller in.
  await page.goto(linkIn((await mailTo(page.request, email)).text));
  await expect(page).toHaveURL(/\/email-verified/);
  await page.goto("/destinations");
  const save = page.getByRole("button", { name: "Save Agra" });
  await appTookOver(page);
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove Agra from saved" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const other = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "10.91.0.2" },
  });
  const elsewhere = await other.newPage();
  await signIn(elsewhere, email, password);
  await elsewhere.goto("/saved");
  await expect(elsewhere.getByRole("heading", { name: "Saved places", level: 1 })).toBeVisible();
  await expect(elsewhere.getByRole("main").getByRole("link", { name: "Agra" })).toBeVisible();
  expect(await axeViolations(elsewhere)).toEqual([]);

  await elsewhere.getByRole("button", { name: "Remove Agra from saved" }).click();
  await expect(elsewhere.getByText("Nothing saved yet.")).toBeVisible();
  await other.close();
});
