import fs from "node:fs";
import { axeViolations } from "../support/axe";
import { pdfText } from "../support/pdf-text";
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

/** "₹20,815.20" → "INR 20,815.20", as the invoice PDF writes amounts. */
const asInvoiceAmount = (shown: string) => {
  const [rupees, paise = "00"] = shown.replace("₹", "").split(".");
  return `INR ${rupees}.${paise.padEnd(2, "0")}`;
};

test("book, the guide accepts, pay the deposit in test mode, download the invoice, cancel 60 days ahead and see the refund processed", async ({
  browser,
}) => {
  const travellerContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "10.62.0.1" },
    acceptDownloads: true,
  });
  const guideContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "10.62.0.2" },
  });
  const traveller = await travellerContext.newPage();
  const guide = await guideContext.newPage();
  const travellerErrors = failOnConsoleErrors(traveller);

  await signIn(traveller, TRAVELLER);
  const note = `pay-${Date.now()}`;
  await requestBooking(traveller, 60, note);
  // Cards show the start as "25 January 2027": it tells this booking from other tests' ones.
  const startShown = new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${inDays(60)}T00:00:00Z`));

  await signIn(guide, GUIDE);
  await guide.goto("/dashboard");
  const request = guide.getByRole("article").filter({ hasText: note });
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(request).toHaveCount(0);

  await traveller.goto("/my-bookings");
  const card = traveller.getByRole("article").filter({ hasText: "Awaiting payment" }).filter({
    hasText: startShown,
  });
  await expect(card).toContainText("Vikram Rawat accepted your request.");
  await card.getByRole("link", { name: /^Pay deposit: ₹/ }).click();
  await expect(traveller).toHaveURL(/\/my-bookings\/[0-9a-f-]+\/pay$/);
  const due = traveller.getByRole("heading", { name: /^Deposit due now: ₹/ });
  await expect(due).toBeVisible();
  const deposit = (await due.textContent())!.replace("Deposit due now: ", "");
  expect(await axeViolations(traveller)).toEqual([]);

  // A malformed GSTIN is refused before anything starts.
  await traveller.getByLabel("GSTIN").fill("27AAPFU0939F1ZW");
  await traveller.getByRole("button", { name: `Pay ${deposit}` }).click();
  await expect(
    traveller.getByText("Enter a valid 15-character GSTIN (for example 27AAPFU0939F1ZV)."),
  ).toBeVisible();
  await traveller.getByLabel("GSTIN").fill("");
  await traveller.getByRole("button", { name: `Pay ${deposit}` }).click();

  const testMode = traveller.getByRole("region", { name: "Test payment: no money moves" });
  await expect(testMode).toBeVisible();
  expect(await axeViolations(traveller)).toEqual([]);
  await testMode.getByLabel("Card declined").check();
  await testMode.getByRole("button", { name: `Pay ${deposit} (test)` }).click();
  await expect(testMode.getByRole("alert")).toContainText("The payment did not go through");
  await testMode.getByLabel("UPI success").check();
  await testMode.getByRole("button", { name: `Pay ${deposit} (test)` }).click();
  await expect(
    traveller.getByRole("heading", { name: "Payment received. Your booking is confirmed." }),
  ).toBeVisible();

  const [download] = await Promise.all([
    traveller.waitForEvent("download"),
    traveller.getByRole("link", { name: /^Download invoice INV\// }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{2}-\d{2}-\d{5}\.pdf$/);
  const invoice = pdfText(fs.readFileSync((await download.path())!)).replace(/\n/g, " ");
  expect(invoice).toContain("TAX INVOICE");
  expect(invoice).toContain(`Total paid ${asInvoiceAmount(deposit)}`);
  expect(invoice).toContain("SAC 998552");
  expect(invoice).toContain("Ananya Iyer");

  // The guide sees the deposit on the confirmed tour.
  await guide.goto("/dashboard");
  await guide.getByRole("tab", { name: "Upcoming Bookings" }).click();
  await expect(
    guide.getByRole("article").filter({ hasText: note }).getByText(`Deposit of ${deposit} paid`),
  ).toBeVisible();

  await traveller.getByRole("link", { name: "Back to My Bookings" }).click();
  const confirmed = traveller
    .getByRole("article")
    .filter({ hasText: "Confirmed" })
    .filter({ hasText: startShown });
  await expect(confirmed).toContainText(`Paid ${deposit} of ₹`);
  await confirmed.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = traveller.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText(`Cancelling now gives you a full refund of ${deposit}.`);
  await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
  const cancelled = traveller
    .getByRole("article")
    .filter({ hasText: "Cancelled" })
    .filter({ hasText: startShown });
  await expect(cancelled).toContainText(`Refunded: ${deposit}`);
  await expect(cancelled).toContainText(
    new RegExp(`Refund of ${deposit.replace(/[.]/g, "\\.")}: processed \\(reference rfnd_`),
  );
  await expect(cancelled.getByRole("link", { name: /^Credit note CN\// })).toBeVisible();
  expect(await axeViolations(traveller)).toEqual([]);
  travellerErrors();

  // The company sees the money: the charge and its refund in the Payments tab.
  const adminContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "10.62.0.3" },
  });
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@example.com");
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Payments" }).click();
  const ledger = admin.getByRole("table", { name: "Payments and refunds" });
  await expect(ledger.getByRole("row").filter({ hasText: deposit })).toHaveCount(2);
  expect(await axeViolations(admin)).toEqual([]);

  await travellerContext.close();
  await guideContext.close();
  await adminContext.close();
});
