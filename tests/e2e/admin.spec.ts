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

test("an admin approves a guide application; the guide is listed once the profile is complete", async ({
  page,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const email = uniqueEmail("newguide");
  const name = `Ishaan Kapoor ${Date.now() % 100000}`;
  await page.goto("/about-us");
  await page
    .getByRole("button", { name: /Join as (Tourist )?Guide/ })
    .first()
    .click();
  const form = page.getByRole("dialog", { name: "Join as a Tourist Guide" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("+91 98111 22334");
  await form.getByLabel("Years of Experience").fill("9");
  await form.getByLabel("Address").fill("Lodhi Colony, New Delhi");
  await form.getByLabel("Languages").fill("Hindi, English, Punjabi");
  await form.getByLabel("Specialization").selectOption("food");
  await form
    .getByLabel("About yourself")
    .fill("Old Delhi food walks from Chandni Chowk to Jama Masjid.");
  await form.getByLabel("I agree to the terms and conditions").check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(form).toBeHidden();
  // Sent signed out: it reaches the admins once the applicant opens the mailed link.
  const mail = await mailTo(page.request, email, /^Please confirm your application/);
  await page.goto(linkIn(mail.text));
  await expect(page.getByText(/Your email address is confirmed/)).toBeVisible();

  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Guide applications" }).click();
  await page.getByRole("button", { name: `View application from ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Application from ${name}` });
  await expect(dialog.getByText(/^Yes, on /)).toBeVisible();
  await expect(dialog.getByText(/^None: approval creates one/)).toBeVisible();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("button", { name: `View application from ${name}` })).toHaveCount(0);

  await page.goto("/guides");
  await page.getByPlaceholder("Search guides...").fill(name);
  // No photo and no destination yet: nothing would let a traveller book them.
  await expect(page.getByRole("heading", { name: "No guides match your search" })).toBeVisible();
  noConsoleErrors();
});
