import { describe, expect, it } from "vitest";
import { INTL_WARM_UP_SCRIPT, withIntlWarmUp } from "./intl-warm-up";

const BUILT_HEAD = `<head>
    <title>Yatra Tours</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>`;

describe("the page's Intl warm-up", () => {
  it("sits after the title and ahead of the stylesheet, so it does not wait for it", () => {
    const html = withIntlWarmUp(BUILT_HEAD);
    const script = html.indexOf(`<script>${INTL_WARM_UP_SCRIPT}</script>`);
    expect(script).toBeGreaterThan(html.indexOf("</title>"));
    expect(script).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it("runs in a task of its own, in the reader's locale, and throws nothing, even without a lang", () => {
    for (const lang of ["hi-IN", "en-IN", ""]) {
      const document = { documentElement: { lang } };
      const tasks: (() => void)[] = [];
      const setTimeout = (task: () => void, delay: number) => {
        expect(delay).toBe(0);
        tasks.push(task);
      };
      new Function("document", "setTimeout", INTL_WARM_UP_SCRIPT)(document, setTimeout);
      expect(tasks).toHaveLength(1);
      expect(() => tasks[0]()).not.toThrow();
    }
    expect(INTL_WARM_UP_SCRIPT).toContain('timeZone:"Asia/Kolkata"');
  });
});
