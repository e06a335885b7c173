import { chromiumArgs, chromiumPath } from "@tests/support/chromium";
import type { Role } from "@tests/support/screens";
import { chromium } from "playwright-core";

/**
 * The largest paint as a browser sees it on a slow phone connection: Chromium's own throttling
 * (150 ms a round trip, 1.6 Mbps down, the CPU four times slower), the time the page's
 * PerformanceObserver reports, the median of several loads. Lighthouse's figure is simulated from
 * an unthrottled load; this one is observed, and moves less from run to run (decision 0047).
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

export async function throttledLargestPaint(
  origin: string,
  cookies: Partial<Record<Role, string>>,
  onResult: (line: string) => void,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    for (const { role, path } of THROTTLED_SCREENS) {
      const times: number[] = [];
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
          const seen = window as unknown as { largestPaint: number };
          seen.largestPaint = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) seen.largestPaint = entry.startTime;
          }).observe({ type: "largest-contentful-paint", buffered: true });
        });
        await page.goto(`${origin}${path}`, { waitUntil: "load" });
        // The screen is up once the start-up text has gone; a later, larger paint still counts.
        await page.waitForFunction(() => !document.querySelector("#root > [role=status]"));
        await page.waitForTimeout(1500);
        times.push(
          await page.evaluate(() =>
            Math.round((window as unknown as { largestPaint: number }).largestPaint),
          ),
        );
        await context.close();
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      onResult(`${`${role} ${path}`.padEnd(38)} ${median} ms  (${times.join(", ")})`);
    }
  } finally {
    await browser.close();
  }
}
