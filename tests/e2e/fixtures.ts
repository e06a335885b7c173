import { expect, type Page } from "@playwright/test";

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
