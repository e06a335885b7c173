import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
} from "@playwright/test";

/**
 * What counts as an app error in the browser (architecture.md, convention 12):
 * - an uncaught exception in the page (`pageerror`);
 * - a console message of type error, except Chromium's own line for a 4xx answer
 *   ("Failed to load resource: the server responded with a status of 404 (Not Found)"): a 4xx is an
 *   answer the app handles and shows (a wrong password, an unknown package), and tests provoke them
 *   on purpose. The app's own console.error calls still count, 4xx or not. Nor, while a test has
 *   cut the network (`context.setOffline`), are Chromium's lines for the requests it could not send
 *   ("net::ERR_INTERNET_DISCONNECTED", or "net::ERR_FAILED" when the service worker tried the
 *   network for them and had no copy kept): the app shows that it is offline;
 * - any 5xx response from our server, with or without a console line: never expected.
 */
const CHROMIUM_4XX = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

const CHROMIUM_OFFLINE = /^Failed to load resource: net::ERR_(?:INTERNET_DISCONNECTED|FAILED)$/;

function isAppError(message: ConsoleMessage, offline: boolean) {
  return (
    message.type() === "error" &&
    !CHROMIUM_4XX.test(message.text()) &&
    !(offline && CHROMIUM_OFFLINE.test(message.text()))
  );
}

function collectAppErrors(target: Page | BrowserContext, errors: string[]) {
  let offline = false;
  if ("setOffline" in target) {
    const setOffline = target.setOffline.bind(target);
    target.setOffline = async (value: boolean) => {
      if (value) offline = true;
      await setOffline(value);
      offline = value;
    };
  }
  target.on("console", (m) => {
    if (isAppError(m, offline)) errors.push(`console: ${m.text()}`);
  });
  target.on("response", (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} from ${r.request().method()} ${r.url()}`);
  });
  if ("context" in target) target.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  else target.on("weberror", (e) => errors.push(`page error: ${e.error().message}`));
}

/**
 * Each test browses from its own client address (the e2e server trusts X-Forwarded-For), so the
 * rate limits see separate people, as they would in real life. Every test fails on an app error
 * in any browser context it uses, its own or one it opens with `browser.newContext()`.
 */
export const test = base.extend<{ failOnAppErrors: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
  },
  failOnAppErrors: [
    async ({ browser, context }, use) => {
      const errors: string[] = [];
      collectAppErrors(context, errors);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        collectAppErrors(opened, errors);
        return opened;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, "app errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const DEMO_PASSWORD = "yatra-demo-2026";
export const TRAVELLER = "traveller@example.com";
export const GUIDE = "guide@example.com";

/** Signs in through the real login form; lands on /profile as the spec says. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: /log ?in|sign in/i }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

/**
 * Checks one page by the same rule as the automatic `failOnAppErrors` fixture; the returned
 * function asserts at a point of the test's choosing.
 */
export function failOnConsoleErrors(page: Page) {
  const errors: string[] = [];
  collectAppErrors(page, errors);
  return () => expect(errors, "console errors").toEqual([]);
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest e-mail to `to` in the server's dev outbox, waiting for it to arrive. */
export async function mailTo(request: APIRequestContext, to: string, subject?: string | RegExp) {
  for (let i = 0; i < 50; i++) {
    const { messages } = (await (await request.get("/dev/mailbox/messages")).json()) as {
      messages: OutboxMessage[];
    };
    const found = messages.find(
      (m) =>
        m.to === to &&
        (subject === undefined ||
          (typeof subject === "string" ? m.subject === subject : subject.test(m.subject))),
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** Signs up through the form and opens the verification link; ends signed in. */
export async function signUpVerified(page: Page, email: string, password: string) {
  await page.goto("/signUp");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: /sign ?up|create account/i }).click();
  await expect(
    page.getByText("Sign up successful! Please check your email for verification."),
  ).toBeVisible();
  const mail = await mailTo(page.request, email, "Verify your email address");
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(/\/email-verified/);
}

/** A calendar date `days` from today in India, YYYY-MM-DD. */
export function inDays(days: number): string {
  const now = new Date(Date.now() + 5.5 * 60 * 60 * 1000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** Ladakh (dest_4) lasts a week: the form fills the end date from the start. */
export async function requestBooking(page: Page, start: number, note: string) {
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
