import sharp from "sharp";
import { totp } from "../support/totp";
import {
  expect,
  failOnConsoleErrors,
  linkIn,
  mailTo,
  signIn,
  signUpVerified,
  test,
  uniqueEmail,
} from "./fixtures";

const PASSWORD = "a-good-long-password";

test("password reset from the e-mailed link", async ({ page }) => {
  const email = uniqueEmail("reset");
  await signUpVerified(page, email, PASSWORD);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText(
      "If an account exists for that address, we've sent a link to reset the password.",
    ),
  ).toBeVisible();

  const mail = await mailTo(page.request, email, "Reset your password");
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill("my-new-passphrase-2");
  await page.getByLabel("Confirm new password").fill("my-new-passphrase-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("Your password is changed. Every other session has been signed out."),
  ).toBeVisible();

  await signIn(page, email, "my-new-passphrase-2");
});

test("enrol TOTP from the account page, then sign in with a computed code", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const email = uniqueEmail("totp");
  await signUpVerified(page, email, PASSWORD);

  await page.goto("/account");
  const section = page.getByRole("region", { name: /two-factor/i });
  await section.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await section.getByLabel("Current password").fill(PASSWORD);
  await section.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (
    await page.getByText("Or enter this key").locator("xpath=following-sibling::dd[1]").innerText()
  ).replace(/\s/g, "");
  await section.getByLabel("Code from the app").fill(totp(key));
  await section.getByRole("button", { name: "Turn on", exact: true }).click();
  await expect(page.getByText("Two-factor authentication is on.").first()).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: /log ?in|sign in/i }).click();
  // Codes are single-use: the one that confirmed the enrolment is spent, the next step's is valid.
  await page.getByLabel("Authentication code").fill(totp(key, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email).first()).toBeVisible();
  noConsoleErrors();
});

test("edit the profile and upload a picture", async ({ page }) => {
  const email = uniqueEmail("profile");
  await signUpVerified(page, email, PASSWORD);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Full Name").fill("Nandini Rao");
  await page.getByLabel("Phone Number").fill("+91 98450 11223");
  await page.getByLabel("Travel Preferences").fill("Slow travel, temples, South Indian food");

  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Profile picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Profile picture updated.")).toBeVisible();

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByText("Profile updated successfully!")).toBeHidden({ timeout: 6000 });
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Nandini Rao");
  const picture = page.locator('img[src^="/uploads/"]').first();
  await expect(picture).toBeVisible();
  const res = await page.request.get((await picture.getAttribute("src"))!);
  expect(res.headers()["content-type"]).toBe("image/webp");
});

test("sign out everywhere from a second browser", async ({ page, browser }) => {
  const email = uniqueEmail("twodevices");
  await signUpVerified(page, email, PASSWORD);
  await page.goto("/profile");
  await expect(page.getByText(email).first()).toBeVisible();

  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.9.9.9" } });
  const second = await other.newPage();
  await signIn(second, email, PASSWORD);
  await second.goto("/account");
  await second.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(second).toHaveURL(/\/$/);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
  await other.close();
});
