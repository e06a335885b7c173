import type { Locator, Page } from "@playwright/test";
import { appTookOver } from "./app-took-over";

/**
 * Presses Tab (or Shift+Tab with `back`) until `target`, or something inside it, has the focus:
 * proof that a keyboard user reaches it. Fails naming the target and where the focus ended up.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, back = false }: { max?: number; back?: boolean } = {},
) {
  await target.waitFor();
  await appTookOver(page);
  for (let presses = 0; ; presses++) {
    if (await target.evaluate((el) => el.contains(document.activeElement))) return;
    if (presses === max) {
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        return el ? `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"` : "none";
      });
      throw new Error(
        `${target} was not reached after ${max} presses of ${back ? "Shift+Tab" : "Tab"}; the focus is on ${focused}`,
      );
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
}

/** Replaces what the focused field holds with `text`, typed. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
}
