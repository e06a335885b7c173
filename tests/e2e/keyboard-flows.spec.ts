import crypto from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { bookingRequest } from "../support/fixtures/booking-request";
import { retype, tabTo } from "../support/keyboard";
import { PERSONA_PASSWORD } from "../support/screens";
import { expect, GUIDE, inDays, TRAVELLER, test } from "./fixtures";

/**
 * Issue 16: the booking, dashboard and message flows done with the keyboard alone. The page is
 * only read here (locators find and assert); everything a person does is Tab, Shift+Tab, typing,
 * Enter, Space, Escape and the arrow keys. Signing in goes through the API: the login form's
 * keyboard use is not what these flows prove.
 */
test.use({ locale: "en-US" });

let address = 0;
async function signedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  address += 1;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.16.7.${address}` },
  });
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: PERSONA_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.ok(), `sign-in of ${email}`).toBe(true);
  return context.newPage();
}

/** A pending request with guide 1 (the demo guide), made by the traveller through the API. */
async function pendingRequest(page: Page, baseURL: string, startInDays: number, note: string) {
  const res = await page.request.post("/api/bookings", {
    headers: { origin: baseURL },
    data: bookingRequest(startInDays, { notes: note }),
  });
  expect(res.status()).toBe(201);
  // How the traveller's list shows the start date.
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${inDays(startInDays)}T00:00:00Z`));
}

const focused = (page: Page) => page.locator(":focus");

test("a traveller books a package with a guide by keyboard", async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL ?? "", TRAVELLER);
  await page.goto("/packages/dest_4");
  const bookNow = page.getByRole("button", { name: "Book Now" });
  await tabTo(page, bookNow);
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Book Your Tour" });
  await expect(dialog).toBeVisible();
  // Opening the dialog moves the focus into it.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await tabTo(page, dialog.getByLabel("Full Name"));
  await retype(page, "Ananya Iyer");
  await tabTo(page, dialog.getByLabel("Email"));
  await retype(page, TRAVELLER);
  await tabTo(page, dialog.getByLabel("Phone Number"));
  await retype(page, "+91 98450 12345");
  await tabTo(page, dialog.getByLabel("Number of Travelers"));
  await retype(page, "2");

  // The guide first: the calendar then offers the days free with that guide.
  const guide = dialog.getByLabel("Select a Guide");
  await expect(guide).toBeEnabled();
  await tabTo(page, guide);
  await page.keyboard.press("Home");
  await expect(guide.locator("option:checked")).toContainText("Vikram Rawat");

  // Into the calendar's grid, four months on, and the first free day from there.
  const calendar = dialog.getByRole("grid");
  await expect(dialog.getByText(/start dates free with Vikram Rawat/)).toBeVisible();
  await tabTo(page, calendar);
  for (let i = 0; i < 4; i++) await page.keyboard.press("PageDown");
  await expect(focused(page)).toBeEnabled();
  await page.keyboard.press("Enter");
  const start = dialog.getByLabel("Start Date");
  await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const startDate = await start.inputValue();
  const end = new Date(Date.parse(`${startDate}T00:00:00Z`) + 6 * 86_400_000);
  await expect(dialog.getByLabel("End Date")).toHaveValue(end.toISOString().slice(0, 10));
  expect(startDate > inDays(90)).toBe(true);

  await tabTo(page, dialog.getByLabel("Special Requirements"));
  await page.keyboard.type("Booked with the keyboard alone.");
  const confirm = dialog.getByRole("button", { name: "Confirm Booking" });
  await expect(confirm).toBeEnabled();
  await tabTo(page, confirm);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Package booked successfully!")).toBeVisible();

  // Escape closes the dialog and gives the focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(bookNow).toBeFocused();
});

test("a guide accepts a request and blocks days off by keyboard", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  const note = `keys-${crypto.randomUUID().slice(0, 8)}`;
  const traveller = await signedInPage(browser, base, TRAVELLER);
  await pendingRequest(traveller, base, 150, note);

  const page = await signedInPage(browser, base, GUIDE);
  await page.goto("/dashboard");
  const request = page.getByRole("article").filter({ hasText: note });
  await tabTo(page, request.getByRole("button", { name: "Accept" }), { max: 120 });
  await page.keyboard.press("Enter");
  await expect(request).toHaveCount(0);

  // Availability: a select, changed with the arrow keys and changed back.
  const availability = page.getByLabel("Availability");
  await tabTo(page, availability, { back: true, max: 120 });
  await page.keyboard.press("ArrowDown");
  await expect(availability).toHaveValue("false");
  await page.keyboard.press("ArrowUp");
  await expect(availability).toHaveValue("true");

  // The tabs: one tab stop, the arrow keys move between them (Calendar is second from the end).
  const tabs = page.getByRole("tablist", { name: "Dashboard sections" });
  await tabTo(page, tabs);
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Calendar" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  const form = page.getByRole("form", { name: "Block days off" });
  const first = inDays(300);
  const last = inDays(302);
  const typed = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;
  await tabTo(page, form.getByLabel("First day off"));
  await page.keyboard.type(typed(first));
  await expect(form.getByLabel("First day off")).toHaveValue(first);
  await tabTo(page, form.getByLabel("Last day off"));
  await page.keyboard.type(typed(last));
  await expect(form.getByLabel("Last day off")).toHaveValue(last);
  await tabTo(page, form.getByLabel("Note (only you see it)"));
  await page.keyboard.type(note);
  await tabTo(page, form.getByRole("button", { name: "Block these days" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByText("Those days are blocked: no tour will be offered on them."),
  ).toBeVisible();

  // And freed again, so the other tests find the guide's calendar as it was.
  const blocked = page.getByRole("listitem").filter({ hasText: note });
  await tabTo(page, blocked.getByRole("button", { name: /^Remove / }));
  await page.keyboard.press("Enter");
  await expect(blocked).toHaveCount(0);
});

test("a traveller and a guide exchange messages by keyboard", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  const note = `chat-keys-${crypto.randomUUID().slice(0, 8)}`;
  const traveller = await signedInPage(browser, base, TRAVELLER);
  const startsOn = await pendingRequest(traveller, base, 170, note);

  const guide = await signedInPage(browser, base, GUIDE);
  await guide.goto("/dashboard");
  const request = guide.getByRole("article").filter({ hasText: note });
  const messageButton = request.getByRole("button", { name: /^Message/ });
  await tabTo(guide, messageButton, { max: 120 });
  await guide.keyboard.press("Enter");
  const guidePanel = guide.getByRole("dialog", { name: "Messages" });
  // The panel opens with the focus in the message box: type, and Enter sends.
  await expect(guidePanel.getByLabel("Type a message...")).toBeFocused();
  await guide.keyboard.type(`Namaste! About ${note}: shall I arrange the permits?`);
  await guide.keyboard.press("Enter");
  await expect(guidePanel.getByRole("log")).toContainText(`About ${note}`);
  await guide.keyboard.press("Escape");
  await expect(guidePanel).toBeHidden();
  await expect(messageButton).toBeFocused();

  await traveller.goto("/my-bookings");
  const card = traveller.getByRole("article").filter({ hasText: `${startsOn} –` });
  await expect(card.getByRole("button", { name: /^Message your guide/ })).toHaveAccessibleName(
    /\(1 unread\)/,
  );
  await tabTo(traveller, card.getByRole("button", { name: /^Message your guide/ }), { max: 150 });
  await traveller.keyboard.press("Enter");
  const travellerPanel = traveller.getByRole("dialog", { name: "Messages" });
  await expect(travellerPanel.getByRole("log")).toContainText(`About ${note}`);
  await expect(travellerPanel.getByLabel("Type a message...")).toBeFocused();
  await traveller.keyboard.type(`Yes please, for ${note}.`);
  await traveller.keyboard.press("Enter");
  await expect(travellerPanel.getByRole("log")).toContainText(`Yes please, for ${note}.`);

  // The guide reads the answer in the same conversation.
  await tabTo(guide, messageButton);
  await guide.keyboard.press("Enter");
  await expect(guidePanel.getByRole("log")).toContainText(`Yes please, for ${note}.`);
});
