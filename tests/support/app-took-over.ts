import type { Page } from "@playwright/test";

/**
 * Waits until the app has taken over the screen the server rendered (decision 0055): the page is
 * no longer inert, and every control is the app's. React takes over a part the address opens (the
 * map, a dashboard section) just after the rest, and the map parts its crowded markers only then.
 * Playwright's clicks and typing wait for this by themselves (they wait for non-inert targets); a
 * focus, a key press or a check of the whole page does not.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    if (!root || root.hasAttribute("inert")) return false;
    return [...root.querySelectorAll("a, button, input, select, textarea")].every((control) =>
      Object.keys(control).some((key) => key.startsWith("__reactProps")),
    );
  });
}
