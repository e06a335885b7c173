import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

/**
 * Each test browses from its own client address (the e2e server trusts X-Forwarded-For), so the
 * rate limits see separate people, as they would in real life.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
  },
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

/** Fails the test on any console error or uncaught page error (architecture.md, convention 12). */
export function failOnConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    // A 4xx the app expects (an unknown package id) is logged by Chromium itself, not by our code.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource"))
      errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
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
