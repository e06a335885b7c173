import {
  expect,
  failOnConsoleErrors,
  GUIDE,
  inDays,
  requestBooking,
  signIn,
  TRAVELLER,
  test,
} from "./fixtures";

test("book, accept, refuse the overlap, see the dates held for payment, cancel with nothing charged", async ({
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
  await requestBooking(traveller, 90, note);
  await requestBooking(traveller, 92, overlapNote);

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
  const held = traveller
    .getByRole("article")
    .filter({ hasText: "Awaiting payment" })
    .filter({ hasText: inDays(90).slice(0, 4) })
    .first();
  await expect(held).toBeVisible();
  await expect(held.getByRole("link", { name: /^Pay deposit: ₹/ })).toBeVisible();
  await held.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = traveller.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText(
    "Nothing has been paid for this booking, so nothing is refunded.",
  );
  await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(traveller.getByText("Nothing was charged").first()).toBeVisible();
  travellerErrors();

  await travellerContext.close();
  await guideContext.close();
});
