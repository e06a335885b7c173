import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { appTookOver } from "./app-took-over";

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules, target sizes included) on what the page
 * shows now, once the app has taken it over. The script is evaluated through the DevTools
 * protocol, so the app's Content-Security-Policy needs no exception for it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await appTookOver(page);
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
}
