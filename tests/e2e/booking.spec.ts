import type { Page } from "@playwright/test";
import { expect, failOnConsoleErrors, GUIDE, inDays, signIn, TRAVELLER, test } from "./fixtures";

/** Ladakh (dest_4) lasts a week: the form fills the end date from the start. */
async function requestBooking(page: Page, start: number, note: string) {
  await page.goto("/packages/dest_4");
  await page.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Your Tour" });
  await dialog.getByLabel("Full Name").fill("Ananya Iyer");
  await dialog.getByLabel("Email").fill(TRAVELLER);
  await dialog.getByLabel("Phone Number").fill("+91 98450 12345");
  await dialog.getByLabel("Start Date").fill(inDays(start));
  await expect(dialog.getByLabel("End Date")).toHaveValue(inDays(start + 6));
  await dialog.getByLabel("Number of Travelers").fill("2");
  await dialog.getByLabel("Special Requirements").fill(note);
  await expect(dialog.getByLabel("Select a Guide")).toContainText("Vikram Rawat");
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(dialog.getByText("Package booked successfully!")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
}

test("book, accept, refuse the overlap, see it confirmed, cancel with a refund", async ({
  browser,
}) => {
  const travellerContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "10.61.0.1" },
  });
  const guideContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "10.61.0.2" },
  });
  const traveller = await travellerContext.newPage();
  const guide = await guideContext.newPage();
  const travellerErrors = failOnConsoleErrors(traveller);

  await signIn(traveller, TRAVELLER);
  const note = `first-${Date.now()}`;
  const overlapNote = `overlap-${Date.now()}`;
  await requestBooking(traveller, 60, note);
  await requestBooking(traveller, 62, overlapNote);

  await signIn(guide, GUIDE);
  await guide.goto("/dashboard");
  await expect(guide.getByRole("heading", { name: "New Booking Requests" })).toBeVisible();
  const first = guide.getByRole("article").filter({ hasText: note });
  const second = guide.getByRole("article").filter({ hasText: overlapNote });
  await expect(first).toContainText("Travelers: 2");
  await first.getByRole("button", { name: "Accept" }).click();
  await expect(first).toHaveCount(0);
  await second.getByRole("button", { name: "Accept" }).click();
  await expect(guide.getByText("Status update failed").first()).toBeVisible();
  await expect(second).toContainText("overlaps a booking that already holds those dates");
  await expect(second).toHaveCount(1);

  await traveller.goto("/my-bookings");
  await expect(traveller.getByRole("heading", { name: "My Bookings", level: 1 })).toBeVisible();
  const confirmed = traveller
    .getByRole("article")
    .filter({ hasText: "Confirmed" })
    .filter({ hasText: inDays(60).slice(0, 4) })
    .first();
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = traveller.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText("Cancelling now gives you a full refund of ₹");
  await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(traveller.getByText(/Refund: ₹/).first()).toBeVisible();
  travellerErrors();

  await travellerContext.close();
  await guideContext.close();
});
