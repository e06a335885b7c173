import { queryE2eDatabase } from "../support/e2e-db";
import { expect, failOnConsoleErrors, linkIn, mailTo, test, uniqueEmail } from "./fixtures";

test("a contact message is stored and acknowledged; bad input keeps what was typed", async ({
  page,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const email = uniqueEmail("contact");
  await page.goto("/contact-us");
  await page.getByLabel("Name").fill("Farah Khan");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Subject").fill("Honeymoon in Kashmir");
  await page.getByLabel("Message").fill("Houseboat and Gulmarg in April, please.");
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("Houseboat and Gulmarg in April, please.");

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: /send/i }).click();
  await expect(
    page.getByText("Thank you for your message! We'll get back to you soon."),
  ).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("");

  const rows = await queryE2eDatabase<{ subject: string; name: string }>(
    "select subject, name from contact_messages where email = $1",
    [email],
  );
  if (rows) expect(rows).toEqual([{ subject: "Honeymoon in Kashmir", name: "Farah Khan" }]);
  noConsoleErrors();
});

test("the guide application is validated, stored and thanked", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const email = uniqueEmail("applicant");
  await page.goto("/about-us");
  await page
    .getByRole("button", { name: /Join as (Tourist )?Guide/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Join as a Tourist Guide" });
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByText("You must agree to the terms and conditions")).toBeVisible();

  await dialog.getByLabel("Full Name").fill("Tenzin Norbu");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Phone").fill("+91 94190 12345");
  await dialog.getByLabel("Years of Experience").fill("7");
  await dialog.getByLabel("Address").fill("Changspa Road, Leh, Ladakh");
  await dialog.getByLabel("Languages").fill("Ladakhi, Hindi, English");
  await dialog.getByLabel("Specialization").selectOption("adventure");
  await dialog
    .getByLabel("About yourself")
    .fill("Trek leader on the Markha Valley and Stok Kangri routes.");
  await dialog.getByLabel("I agree to the terms and conditions").check();
  await dialog.getByRole("button", { name: "Submit Application" }).click();

  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      "Thank you for your interest in becoming a tourist guide! We will contact you soon. Please confirm your email address with the link we have just emailed you: our team sees your application only after you confirm it.",
    ),
  ).toBeVisible();

  const stored = () =>
    queryE2eDatabase<{ full_name: string; status: string; experience: number }>(
      "select full_name, status, experience from guide_applications where email = $1",
      [email],
    );
  const held = await stored();
  if (held)
    expect(held).toEqual([{ full_name: "Tenzin Norbu", status: "unconfirmed", experience: 7 }]);

  const mail = await mailTo(page.request, email, /^Please confirm your application/);
  await page.goto(linkIn(mail.text));
  await expect(
    page.getByText(
      "Thank you! Your email address is confirmed and your application has reached our team. We will contact you soon.",
    ),
  ).toBeVisible();
  const queued = await stored();
  if (queued)
    expect(queued).toEqual([{ full_name: "Tenzin Norbu", status: "pending", experience: 7 }]);
  noConsoleErrors();
});

test("Cancel dismisses the application form without sending", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("button", { name: /Join as (Tourist )?Guide/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Join as a Tourist Guide" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("the footer newsletter box stores the address and confirms it", async ({ page }) => {
  const email = uniqueEmail("news");
  await page.goto("/about-us");
  // The newsletter box loads as the footer comes near the screen (decision 0038).
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.getByLabel("Email address for newsletter").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(/Thank you for subscribing!/)).toBeVisible();
  const rows = await queryE2eDatabase("select 1 from newsletter_subscriptions where email = $1", [
    email,
  ]);
  if (rows) expect(rows).toHaveLength(1);
});
