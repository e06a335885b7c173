import { axeViolations } from "../support/axe";
import { expect, mailTo, signIn, test, uniqueEmail } from "./fixtures";

const ADMIN = "admin@example.com";

test("a contact message is answered from the console and the reply reaches the sender", async ({
  page,
}) => {
  const email = uniqueEmail("asks");
  const subject = `Tiger safari ${Date.now()}`;
  await page.goto("/contact-us");
  await page.getByLabel("Name").fill("Farah Khan");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message").fill("Which Ranthambore zone is best in April?");
  await page.getByRole("button", { name: /send/i }).click();
  await expect(
    page.getByText("Thank you for your message! We'll get back to you soon."),
  ).toBeVisible();

  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Inbox" }).click();
  await page.getByRole("searchbox", { name: "Search messages" }).fill(subject);
  const open = page.getByRole("button", { name: `Open the message from Farah Khan: ${subject}` });
  await open.click();
  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog.getByText("Which Ranthambore zone is best in April?")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel("Reply").fill("Zones 3 and 4, in the early morning drive.");
  await dialog.getByRole("button", { name: "Send reply" }).click();
  const conversation = dialog.getByRole("list", { name: "Conversation" });
  await expect(conversation.getByRole("listitem")).toHaveCount(2);
  await expect(conversation.getByText("Zones 3 and 4, in the early morning drive.")).toBeVisible();
  await expect(dialog.getByText("Answered", { exact: true })).toBeVisible();

  const mail = await mailTo(page.request, email, `Re: ${subject}`);
  expect(mail.text).toContain("Zones 3 and 4, in the early morning drive.");
  expect(mail.text).toContain("> Which Ranthambore zone is best in April?");
});

test("the newsletter: confirmed by e-mail, sent from the console, left with one click", async ({
  page,
}) => {
  const email = uniqueEmail("reader");
  await page.goto("/about-us");
  // The newsletter box loads as the footer comes near the screen (decision 0038).
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.getByLabel("Email address for newsletter").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(/Thank you for subscribing!/)).toBeVisible();

  const confirmation = await mailTo(
    page.request,
    email,
    "Please confirm your subscription to Yatra Tours trip ideas",
  );
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirmation.text)?.[0];
  await page.goto(confirmLink ?? "/newsletter/confirm");
  await expect(
    page.getByText("Thank you! Your subscription is confirmed. Watch your inbox for trip ideas."),
  ).toBeVisible();

  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Inbox" }).click();
  await page.getByRole("tab", { name: "Newsletter" }).click();
  await page.getByRole("searchbox", { name: "Search subscribers" }).fill(email);
  const subscribers = page.getByRole("table", { name: "Newsletter subscribers" });
  await expect(subscribers.getByRole("row")).toHaveCount(2);
  await expect(subscribers.getByRole("row").nth(1).getByText("Confirmed")).toBeVisible();

  const subject = `Monsoon trails ${Date.now()}`;
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page
    .getByLabel("Message", { exact: true })
    .fill("Waterfalls, tea estates and quiet trails.");
  await page.getByRole("button", { name: "Send newsletter" }).click();
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(
    page.getByText(new RegExp(`“${subject}” is on its way to \\d+ confirmed`)),
  ).toBeVisible();

  const issue = await mailTo(page.request, email, subject);
  const unsubscribe = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(issue.text)?.[0];
  await page.goto(unsubscribe ?? "/newsletter/unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByText("You're unsubscribed. We won't send you any more trip ideas by email."),
  ).toBeVisible();
});
