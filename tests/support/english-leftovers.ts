import type { Page } from "@playwright/test";

/**
 * What a Hindi page still says in English (issue 15): visible and screen-reader texts, and the
 * labels (aria-label, title, placeholder, alt), outside what is rightly not Hindi: catalogue
 * content the server has only in English (`lang="en"`, marked for editors) and data such as
 * names, e-mail addresses and references (`translate="no"`).
 */

/** Latin words Hindi writes as they are. */
const ALLOWED =
  /\b(?:AI|UPI|GST|GSTIN|UTR|PDF|CSV|OTP|TOTP|QR|ID|SMS|URL|iCal|ICS|KB|MB|PNG|JPEG|WebP|AVIF|SVG|IST|YYYY-MM-DD|A|Z)\b/g;

export async function englishLeftovers(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const allowedWords = new RegExp(allowed, "g");
    const found = new Set<string>();
    const MARKED = '[lang^="en"]:not(html), [translate="no"]';
    const exempt = (el: Element) => el.closest(`${MARKED}, script, style, noscript, template`);
    // Data the page shows marked as data (a name, a place) may be repeated in a label:
    // "View application from Ravi Kumar".
    const data = [...document.body.querySelectorAll(MARKED)]
      .map((el) => el.textContent?.trim() ?? "")
      .filter((text) => text.length > 1)
      .sort((a, b) => b.length - a.length);
    const withoutData = (text: string) => data.reduce((rest, d) => rest.replaceAll(d, ""), text);
    const isEnglish = (text: string) =>
      /[A-Za-z]{2,}/.test(
        withoutData(text)
          .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "")
          .replace(/https?:\/\/\S+/g, "")
          .replace(allowedWords, ""),
      );
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true }) || el.closest(".sr-only") !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (!el || !text || exempt(el) || !shown(el)) continue;
      if (isEnglish(text)) found.add(text);
    }
    for (const el of document.body.querySelectorAll(
      "[aria-label], [title], [placeholder], img[alt]",
    )) {
      if (exempt(el) || !shown(el)) continue;
      for (const attribute of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(attribute)?.trim();
        if (value && isEnglish(value)) found.add(`${attribute}="${value}"`);
      }
    }
    return [...found];
  }, ALLOWED.source);
}
