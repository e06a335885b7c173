import { chromiumArgs, chromiumPath } from "@tests/support/chromium";
import type { Role } from "@tests/support/screens";
import { chromium } from "playwright-core";

/**
 * The largest paint as a browser sees it on a slow phone connection: Chromium's own throttling
 * (150 ms a round trip, 1.6 Mbps down, the CPU four times slower), the time the page's
 * PerformanceObserver reports, the median of several loads. Lighthouse's figure is simulated from
 * an unthrottled load; this one is observed, and moves less from run to run (decision 0047).
 * Beside it, the blocking time the page observes: every long task from the first paint to 1.5 s
 * after the screen is up, beyond its first 50 ms (Lighthouse's measure, observed; decision 0051).
 */
export const THROTTLED_SCREENS: { role: Role; path: string }[] = [
  { role: "visitor", path: "/" },
  { role: "visitor", path: "/login" },
  { role: "traveller", path: "/my-bookings" },
  { role: "traveller", path: "/packages/dest_1" },
  { role: "guide", path: "/dashboard?section=licence" },
  { role: "guide", path: "/dashboard?section=calendar" },
  { role: "admin", path: "/admin?section=closures" },
  { role: "admin", path: "/admin?section=bookings" },
];

const LOADS = 5;

interface Observed {
  largestPaint: number;
  firstPaint: number;
  longTasks: { start: number; duration: number }[];
}

/** Lighthouse's total blocking time, from what the page observed. */
function blockingTime({ firstPaint, longTasks }: Observed): number {
  return Math.round(
    longTasks
      .filter((task) => task.start >= firstPaint)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
  );
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function throttledLargestPaint(
  origin: string,
  cookies: Partial<Record<Role, string>>,
  onResult: (line: string) => void,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    for (const { role, path } of THROTTLED_SCREENS) {
      const times: number[] = [];
      const blocking: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const cookie = cookies[role];
        if (cookie)
          await context.addCookies(
            cookie.split("; ").map((pair) => {
              const at = pair.indexOf("=");
              return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
            }),
          );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.addInitScript(() => {
          const seen = window as unknown as Observed;
          seen.largestPaint = 0;
          seen.firstPaint = 0;
          seen.longTasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) seen.largestPaint = entry.startTime;
          }).observe({ type: "largest-contentful-paint", buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.name === "first-contentful-paint") seen.firstPaint = entry.startTime;
          }).observe({ type: "paint", buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
          }).observe({ type: "longtask", buffered: true });
        });
        await page.goto(`${origin}${path}`, { waitUntil: "load" });
        // The screen is up once the start-up text has gone; a later, larger paint still counts.
        await page.waitForFunction(() => !document.querySelector("#root > [role=status]"));
        await page.waitForTimeout(1500);
        const seen = await page.evaluate((): Observed => {
          const { largestPaint, firstPaint, longTasks } = window as unknown as Observed;
          return { largestPaint, firstPaint, longTasks };
        });
        times.push(Math.round(seen.largestPaint));
        blocking.push(blockingTime(seen));
        await context.close();
      }
      onResult(
        `${`${role} ${path}`.padEnd(38)} ${median(times)} ms  (${times.join(", ")})  blocking ${median(blocking)} ms  (${blocking.join(", ")})`,
      );
    }
  } finally {
    await browser.close();
  }
}
