import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  failOnConsoleErrors,
  inDays,
  linkIn,
  mailTo,
  signIn,
  TRAVELLER,
  test,
  uniqueEmail,
} from "./fixtures";

const ADMIN = "admin@example.com";
const DELHI_TOUR_DAYS = 4;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** How the calendar names a day's button: "Monday, 14 December 2026" (src/web/components/ui/calendar.tsx). */
function dayName(date: string): RegExp {
  const d = new Date(`${date}T00:00:00Z`);
  const month = d.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  return new RegExp(`\\b${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`);
}

/** The day's button in `calendar`, paging forward until its month shows. */
async function dayButton(calendar: Locator, date: string): Promise<Locator> {
  const button = calendar.getByRole("button", { name: dayName(date) });
  for (let i = 0; i < 13 && !(await button.isVisible()); i++)
    await calendar.getByRole("button", { name: "Go to the Next Month" }).click();
  return button;
}

async function applyAndGetApproved(applicant: Page, admin: Page, name: string, email: string) {
  await applicant.goto("/about-us");
  await applicant
    .getByRole("button", { name: /Join as (Tourist )?Guide/ })
    .first()
    .click();
  const form = applicant.getByRole("dialog", { name: "Join as a Tourist Guide" });
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
  const confirm = await mailTo(applicant.request, email, /^Please confirm your application/);
  await applicant.goto(linkIn(confirm.text));
  await expect(applicant.getByText(/Your email address is confirmed/)).toBeVisible();

  await signIn(admin, ADMIN);
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Guide applications" }).click();
  await admin.getByRole("button", { name: `View application from ${name}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Application from ${name}` });
  await expect(dialog.getByText(/^None: approval creates one/)).toBeVisible();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByRole("button", { name: `View application from ${name}` })).toHaveCount(0);
}

test("a person applies, is approved, completes profile and calendar, and a traveller books a free date", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = (n: number) =>
    browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.62.0.${n}` } });
  const [applicantContext, adminContext, travellerContext] = await Promise.all([
    context(1),
    context(2),
    context(3),
  ]);
  const applicant = await applicantContext.newPage();
  const admin = await adminContext.newPage();
  const traveller = await travellerContext.newPage();
  const noApplicantErrors = failOnConsoleErrors(applicant);
  const noTravellerErrors = failOnConsoleErrors(traveller);
  const email = uniqueEmail("journey");
  const name = `Ishaan Kapoor ${Date.now() % 100000}`;

  await applyAndGetApproved(applicant, admin, name, email);

  // Approved, but nothing yet lets a traveller book them.
  await signIn(traveller, TRAVELLER);
  await traveller.goto("/guides");
  await traveller.getByPlaceholder("Search guides...").fill(name);
  await expect(
    traveller.getByRole("heading", { name: "No guides match your search" }),
  ).toBeVisible();

  // The invitation sets a password; the guide signs in to the dashboard.
  const invite = await mailTo(applicant.request, email, "You're invited to Yatra Tours");
  await applicant.goto(linkIn(invite.text));
  await applicant.getByLabel("New password", { exact: true }).fill("journey-passphrase-26");
  await applicant.getByLabel("Confirm new password").fill("journey-passphrase-26");
  await applicant.getByRole("button", { name: "Change password" }).click();
  await expect(applicant.getByText(/Your password is changed/)).toBeVisible();
  await signIn(applicant, email, "journey-passphrase-26");
  await applicant.goto("/dashboard");

  await applicant.getByRole("tab", { name: "My guide profile" }).click();
  await expect(applicant.getByText("Add a photo of yourself")).toBeVisible();
  await expect(applicant.getByText("Choose at least one destination you cover")).toBeVisible();
  const portrait = await sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 150, g: 90, b: 60 } },
  })
    .png()
    .toBuffer();
  await applicant
    .getByLabel("Add a photo")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: portrait });
  await expect(applicant.getByText("Your photo is saved.")).toBeVisible();
  await applicant.getByRole("combobox", { name: "Destinations you cover" }).fill("Delhi");
  await applicant.getByRole("option", { name: /^Delhi/ }).click();
  await expect(applicant.getByRole("list", { name: "Chosen destinations" })).toHaveText("Delhi");
  await applicant.getByLabel("Largest group you take").fill("6");
  await applicant
    .getByLabel("About you")
    .fill("Born above a spice shop in Khari Baoli, I walk small groups through Old Delhi's food.");
  await applicant.getByRole("button", { name: "Save my profile" }).click();
  await expect(applicant.getByText("You are listed on the Guides page")).toBeVisible();

  // The calendar: no Sundays, and a few days off.
  await applicant.getByRole("tab", { name: "Calendar" }).click();
  await applicant.getByRole("checkbox", { name: "Sunday" }).uncheck();
  await applicant.getByRole("button", { name: "Save working days" }).click();
  await expect(applicant.getByText("Working days saved.")).toBeVisible();
  const blockStart = inDays(20);
  const blocks = applicant.getByRole("form", { name: "Block days off" });
  await blocks.getByLabel("First day off").fill(blockStart);
  await blocks.getByLabel("Last day off").fill(addDays(blockStart, 2));
  await blocks.getByLabel("Note (only you see it)").fill("Cousin's wedding");
  await blocks.getByRole("button", { name: "Block these days" }).click();
  await expect(applicant.getByText(/Cousin's wedding/)).toBeVisible();
  noApplicantErrors();

  // A traveller finds the guide and books them for a free date.
  await traveller.goto("/guides");
  await traveller.getByPlaceholder("Search guides...").fill(name);
  await expect(traveller.getByRole("article")).toHaveCount(1);
  await expect(traveller.getByRole("article")).toContainText("Delhi");

  let start = inDays(30);
  while (weekday(start) !== 1) start = addDays(start, 1);
  const book = async () => {
    await traveller.goto("/packages/dest_2");
    await traveller.getByRole("button", { name: "Book Now" }).click();
    const dialog = traveller.getByRole("dialog", { name: "Book Your Tour" });
    const option = dialog.getByRole("option", { name: new RegExp(name) });
    const sno = await option.getAttribute("value");
    await dialog.getByLabel("Select a Guide").selectOption(sno!);
    const calendar = dialog
      .getByRole("grid")
      .first()
      .locator("xpath=ancestor::div[contains(@class,'rdp-root')]");
    return { dialog, calendar };
  };
  const first = await book();
  // Blocked days, and any start whose tour would take in a Sunday, are not offered.
  await expect(await dayButton(first.calendar, addDays(blockStart, 1))).toBeDisabled();
  await expect(await dayButton(first.calendar, addDays(start, -1))).toBeDisabled();
  await expect(await dayButton(first.calendar, addDays(start, -2))).toBeDisabled();
  const free = await dayButton(first.calendar, start);
  await expect(free).toBeEnabled();
  await free.click();
  await expect(first.dialog.getByLabel("Start Date")).toHaveValue(start);
  await expect(first.dialog.getByLabel("End Date")).toHaveValue(
    addDays(start, DELHI_TOUR_DAYS - 1),
  );
  await first.dialog.getByLabel("Number of Travelers").fill("2");
  await first.dialog.getByLabel("Full Name").fill("Ananya Iyer");
  await first.dialog.getByLabel("Phone Number").fill("+91 98450 12345");
  const note = `journey-${Date.now()}`;
  await first.dialog.getByLabel("Special Requirements").fill(note);
  await first.dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(first.dialog.getByText("Package booked successfully!")).toBeVisible();

  // The guide accepts; those days are then taken.
  await applicant.goto("/dashboard");
  const request = applicant.getByRole("article").filter({ hasText: note });
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(request).toHaveCount(0);

  const second = await book();
  await expect(await dayButton(second.calendar, addDays(start, 1))).toBeDisabled();
  await expect(await dayButton(second.calendar, start)).toBeDisabled();
  await expect(await dayButton(second.calendar, addDays(start, 7))).toBeEnabled();
  noTravellerErrors();

  await Promise.all([applicantContext.close(), adminContext.close(), travellerContext.close()]);
});
