import type { Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { englishLeftovers } from "../support/english-leftovers";
import {
  DEMO_PASSWORD,
  expect,
  GUIDE,
  inDays,
  linkIn,
  mailTo,
  test,
  uniqueEmail,
} from "./fixtures";

/**
 * Issue 15, "Done when": with Hindi chosen, sign-up, browsing, the booking flow, the dashboard,
 * messages and the profile work end to end in Hindi: a new traveller signs up reading Hindi (so
 * the account keeps Hindi, and so does its e-mail), books a tour, the guide accepts it and writes
 * from a Hindi dashboard, the traveller pays in test mode and answers. Each screen and dialog on
 * the way is checked for English left and for axe violations.
 */
async function checkScreen(page: Page, where: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  expect(await englishLeftovers(page), `${where}: English left`).toEqual([]);
  expect(await axeViolations(page), `${where}: axe`).toEqual([]);
}

test.use({ locale: "hi-IN" });
test.setTimeout(180_000);

test("a traveller signs up, books, pays and talks to the guide, all in Hindi", async ({
  browser,
  page,
  baseURL,
}) => {
  // A text whose catalog had not arrived shows as its id: Lingui warns, and the journey fails.
  const missingTexts: string[] = [];
  const noteMissingTexts = (reader: Page) =>
    reader.on("console", (message) => {
      const id = /Uncompiled message detected! Message:\s*> (\S+)/.exec(message.text())?.[1];
      if (id) missingTexts.push(`${reader.url()}: ${id}`);
    });
  noteMissingTexts(page);
  const email = uniqueEmail("hindi");
  const password = "a-good-long-password";

  // Sign-up in Hindi; the account starts in Hindi and the e-mail is Hindi.
  await page.goto("/signUp");
  await checkScreen(page, "/signUp");
  await page.getByLabel("ईमेल", { exact: true }).fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(password);
  await page.getByLabel("पासवर्ड दोबारा लिखें").fill("something-else");
  await page.getByRole("button", { name: "साइन अप करें" }).click();
  await expect(page.getByText("दोनों पासवर्ड एक जैसे नहीं हैं")).toBeVisible();
  await page.getByLabel("पासवर्ड दोबारा लिखें").fill(password);
  await page.getByRole("button", { name: "साइन अप करें" }).click();
  await expect(page.getByText("साइन अप हो गया! सत्यापन के लिए कृपया अपना ईमेल देखें।")).toBeVisible();
  const verification = await mailTo(page.request, email);
  expect(verification.subject).toMatch(/[\u0900-\u097F]/);
  await page.goto(linkIn(verification.text));
  await expect(page).toHaveURL(/\/email-verified/);
  await checkScreen(page, "/email-verified");

  // The link signs the person in.
  await page.goto("/profile");
  await expect(page.getByText(email).first()).toBeVisible();
  await checkScreen(page, "/profile");
  await page.getByRole("button", { name: "प्रोफ़ाइल बदलें" }).click();
  await page.getByLabel("पता").fill("12, एमजी रोड, बेंगलुरु");
  await page.getByRole("button", { name: "बदलाव सहेजें" }).click();
  await expect(page.getByText("प्रोफ़ाइल अपडेट हो गई!")).toBeVisible();
  await checkScreen(page, "/profile, saved");

  // Browse and book.
  // A date of its own per repeat (`--repeat-each`), so the guide is free each time.
  const start = inDays(140 + 15 * test.info().repeatEachIndex);
  const note = `hindi-${Date.now()}`;
  await page.goto("/packages/dest_4");
  await checkScreen(page, "/packages/dest_4");
  await page.getByRole("button", { name: "अभी बुक करें" }).first().click();
  const dialog = page.getByRole("dialog", { name: "अपना टूर बुक करें" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("पूरा नाम").fill("अनन्या अय्यर");
  await dialog.getByLabel("फ़ोन नंबर").fill("+91 98450 12345");
  await dialog.getByLabel("शुरुआती तारीख़").fill(start);
  // Three travellers: a price no other test pays, so their ledgers stay apart.
  await dialog.getByLabel("यात्रियों की संख्या").fill("3");
  await dialog.getByLabel("ख़ास ज़रूरतें").fill(note);
  await expect(dialog.getByLabel("गाइड चुनें")).toContainText(/विक्रम रावत|Vikram Rawat/);
  await checkScreen(page, "the booking form");
  await dialog.getByRole("button", { name: "बुकिंग पक्की करें" }).click();
  await expect(dialog.getByText("पैकेज बुक हो गया!")).toBeVisible();
  await dialog.getByRole("button", { name: "बंद करें" }).first().click();

  // The guide, reading Hindi, accepts and writes first.
  const guideContext = await browser.newContext({
    locale: "hi-IN",
    extraHTTPHeaders: { "x-forwarded-for": "10.81.0.2" },
  });
  const guide = await guideContext.newPage();
  noteMissingTexts(guide);
  try {
    await guide.goto("/login");
    await guide.getByLabel("ईमेल", { exact: true }).fill(GUIDE);
    await guide.getByLabel("पासवर्ड", { exact: true }).fill(DEMO_PASSWORD);
    await guide.getByRole("button", { name: "लॉग इन करें" }).click();
    await expect(guide).toHaveURL(/\/profile$/);
    // The demo guide's account keeps English; they choose Hindi here, as a reader would.
    await guide.getByRole("combobox", { name: "Language" }).first().selectOption("hi");
    await expect(guide.locator("html")).toHaveAttribute("lang", "hi-IN");
    await guide.goto("/dashboard");
    await expect(guide.getByRole("heading", { name: "नए बुकिंग अनुरोध" })).toBeVisible();
    const request = guide.getByRole("article").filter({ hasText: note });
    await checkScreen(guide, "/dashboard with a request");
    await request.getByRole("button", { name: /^संदेश भेजें/ }).click();
    const guidePanel = guide.getByRole("dialog");
    await guidePanel.getByLabel("संदेश लिखें...").fill("नमस्ते! क्या परमिट का इंतज़ाम कर दूँ?");
    await checkScreen(guide, "the guide's conversation");
    await guidePanel.getByRole("button", { name: "भेजें" }).click();
    await expect(
      guidePanel.getByRole("log").getByText("नमस्ते! क्या परमिट का इंतज़ाम कर दूँ?"),
    ).toBeVisible();
    await guidePanel.getByRole("button", { name: "बंद करें" }).click();
    await request.getByRole("button", { name: "स्वीकार करें" }).click();
    await expect(request).toHaveCount(0);
  } finally {
    await guide.request.put("/api/account/language", {
      data: { language: "en" },
      headers: { origin: baseURL ?? "" },
    });
    await guideContext.close();
  }

  // The traveller pays the deposit in test mode, then answers the guide.
  await page.goto("/my-bookings");
  const card = page.getByRole("article").filter({ hasText: "भुगतान बाकी" }).first();
  await expect(card).toBeVisible();
  await checkScreen(page, "/my-bookings");
  await card.getByRole("link", { name: /^अग्रिम राशि चुकाएँ/ }).click();
  await expect(page).toHaveURL(/\/my-bookings\/[0-9a-f-]+\/pay$/);
  await checkScreen(page, "the pay screen");
  await page
    .getByRole("button", { name: /का भुगतान करें$/ })
    .first()
    .click();
  const testMode = page.getByRole("region", { name: "टेस्ट भुगतान: कोई पैसा नहीं कटेगा" });
  await expect(testMode).toBeVisible();
  await testMode.getByLabel("UPI सफल").check();
  await checkScreen(page, "the test payment");
  await testMode.getByRole("button", { name: /का भुगतान करें \(टेस्ट\)$/ }).click();
  await expect(
    page.getByRole("heading", { name: "भुगतान मिल गया। आपकी बुकिंग पक्की हो गई है।" }),
  ).toBeVisible();
  await checkScreen(page, "the payment received");

  await page.goto("/my-bookings");
  const confirmed = page.getByRole("article").filter({ hasText: "पक्की" }).first();
  await confirmed.getByRole("button", { name: /^गाइड को संदेश भेजें/ }).click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("log").getByText("नमस्ते! क्या परमिट का इंतज़ाम कर दूँ?")).toBeVisible();
  await panel.getByLabel("संदेश लिखें...").fill("जी हाँ, धन्यवाद!");
  await panel.getByRole("button", { name: "भेजें" }).click();
  await expect(panel.getByRole("log").getByText("जी हाँ, धन्यवाद!")).toBeVisible();
  await checkScreen(page, "the traveller's conversation");
  expect(missingTexts, "texts shown as their ids").toEqual([]);
});
