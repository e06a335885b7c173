import {
  DEMO_PASSWORD,
  expect,
  failOnConsoleErrors,
  linkIn,
  mailTo,
  signIn,
  TRAVELLER,
  test,
  uniqueEmail,
} from "./fixtures";

test("sign up, verify from the e-mail, sign in, see the profile, sign out", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const email = uniqueEmail("newbie");
  await page.goto("/signUp");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  await page.getByRole("button", { name: /sign ?up|create account/i }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("a-good-long-password");
  await page.getByLabel("Confirm Password").fill("a-good-long-password");
  await page.getByLabel("Role").selectOption("guide");
  await page.getByRole("button", { name: /sign ?up|create account/i }).click();
  await expect(
    page.getByText("Sign up successful! Please check your email for verification."),
  ).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");

  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-long-password");
  await page.getByRole("button", { name: /log ?in|sign in/i }).click();
  await expect(page.getByText(/verify your email address first/i)).toBeVisible();

  const mail = await mailTo(page.request, email, "Verify your email address");
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(/\/email-verified/);
  await page
    .getByRole("main")
    .getByRole("link", { name: /profile/i })
    .first()
    .click();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText("Guide", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, "a-good-long-password");
  noConsoleErrors();
});

test("a wrong password shows the server's message and clears both fields", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(TRAVELLER);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: /log ?in|sign in/i }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid/i);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
});

test("a traveller's profile shows the User badge and no Dashboard button", async ({ page }) => {
  await signIn(page, TRAVELLER, DEMO_PASSWORD);
  await expect(page.getByText(TRAVELLER).first()).toBeVisible();
  await expect(page.getByText("User", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "My Bookings" })).toHaveAttribute(
    "href",
    "/my-bookings",
  );
});
