import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { PAY_SCREEN_START_DAYS, screenAddress } from "../support/awaiting-payment";
import { axeViolations } from "../support/axe";
import {
  type CardKind,
  HEADER_MAX_HEIGHT,
  PERSONA_PASSWORD,
  PERSONAS,
  type Role,
  SCREENS,
  type Screen,
  screenName,
} from "../support/screens";
import { expect, test } from "./fixtures";

/**
 * Issue 16, item 6: every screen at 360 × 740 and 1280 × 800, with a full-page screenshot
 * attached to the report, checked for one header row, no sideways scrolling, lists whose first
 * result is on the first screen (three cards above the fold on a laptop), cards that carry price,
 * duration and rating, and no axe violations. One browser context per role and viewport.
 */
const VIEWPORTS = [
  { label: "360", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  { label: "1280", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

/** What each kind of card must show besides its title. */
const CARD_TEXT: Record<CardKind, RegExp[]> = {
  destination: [/From ₹[\d,]+/],
  package: [/From ₹[\d,]+/, /\d+ days? \/ \d+ nights?/],
  guide: [],
};

/** The screen once its code and data are in: a heading, no spinner, nothing busy. */
async function settled(page: Page) {
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator(".animate-spin")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /^(Loading|Checking)\b/ })).toHaveCount(
    0,
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function checkCards(page: Page, screen: Screen, kind: CardKind, v: Viewport) {
  const where = `${screenName(screen)} at ${v.label}`;
  const cards = page.getByRole("main").getByRole("article");
  const first = cards.first();
  await expect(first, `${where}: first result`).toBeVisible();
  const bar = page.getByRole("navigation", { name: "Bottom navigation" });
  const fold = (await bar.isVisible())
    ? ((await bar.boundingBox())?.y ?? v.viewport.height)
    : v.viewport.height;
  const tops = await cards.evaluateAll((elements) =>
    elements.map((el) => el.getBoundingClientRect().top),
  );
  expect(tops[0], `${where}: the first result starts on the first screen`).toBeLessThan(fold);
  if (v.label === "1280")
    expect(
      tops.filter((top) => top >= 0 && top < fold).length,
      `${where}: cards above the fold`,
    ).toBeGreaterThanOrEqual(3);
  for (const text of CARD_TEXT[kind]) await expect(first, `${where}: card`).toContainText(text);
  await expect(first.getByRole("img", { name: /^Rated \d\.\d out of 5$/ })).toBeVisible();
}

/** The payment screen's booking: made once, for both viewports, past other tests' dates. */
let payScreenBooking: Promise<string> | undefined;
function addressOf(screen: Screen, base: string): Promise<string> {
  if (!screen.path.includes(":booking")) return Promise.resolve(screen.path);
  payScreenBooking ??= screenAddress(base, screen.path, PAY_SCREEN_START_DAYS);
  return payScreenBooking;
}

async function checkScreen(
  page: Page,
  screen: Screen,
  v: Viewport,
  testInfo: TestInfo,
  base: string,
) {
  const where = `${screenName(screen)} at ${v.label}`;
  await page.goto(await addressOf(screen, base));
  await settled(page);
  // JPEG: a fraction of a PNG's encoding time and size, still plain to read in the report.
  await testInfo.attach(`${where}.jpeg`, {
    body: await page.screenshot({ fullPage: true, type: "jpeg", quality: 70 }),
    contentType: "image/jpeg",
  });
  if (v.label === "360") {
    const header = await page.getByRole("banner").boundingBox();
    expect(header?.height, `${where}: header`).toBeLessThanOrEqual(HEADER_MAX_HEIGHT);
  }
  const { overflow, widest } = await page.evaluate(() => {
    // What reaches past the window outside any box that scrolls sideways itself, or is positioned
    // (a box that scrolls holds it only when it is also its containing block): the culprits.
    const scrolls = (el: Element | null): boolean =>
      !!el &&
      (["auto", "scroll"].includes(getComputedStyle(el).overflowX) || scrolls(el.parentElement));
    const past = [...document.body.querySelectorAll("*")].filter(
      (el) =>
        el.getBoundingClientRect().right > window.innerWidth &&
        (!scrolls(el.parentElement) || getComputedStyle(el).position === "absolute"),
    );
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      widest: past.slice(-3).map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    };
  });
  expect(overflow, `${where}: sideways scrolling (${widest.join(" | ")})`).toBeLessThanOrEqual(0);
  if (screen.cards) await checkCards(page, screen, screen.cards, v);
  expect(await axeViolations(page), `${where}: axe`).toEqual([]);
}

/** A signed-in session per role, made once through the sign-in API and reused. */
const sessions = new Map<Role, ReturnType<BrowserContext["storageState"]>>();
function sessionFor(role: Exclude<Role, "visitor">, browser: Browser, baseURL: string) {
  let state = sessions.get(role);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ baseURL });
      const res = await context.request.post("/api/auth/sign-in/email", {
        data: { email: PERSONAS[role], password: PERSONA_PASSWORD },
        headers: { origin: baseURL, "x-forwarded-for": `10.16.6.${role.length}` },
      });
      expect(res.ok(), `sign-in of ${role}`).toBe(true);
      const stored = await context.storageState();
      await context.close();
      return stored;
    })();
    sessions.set(role, state);
  }
  return state;
}

const ROLES: Role[] = ["visitor", "traveller", "guide", "admin"];

for (const v of VIEWPORTS) {
  test.describe(`every screen at ${v.viewport.width} × ${v.viewport.height}`, () => {
    for (const role of ROLES) {
      const screens = SCREENS.filter((s) => s.role === role);
      test(`${role}: ${screens.length} screens`, async ({ browser, baseURL }, testInfo) => {
        test.setTimeout(30_000 + screens.length * 8_000);
        const base = baseURL ?? "";
        const context = await browser.newContext({
          baseURL: base,
          viewport: v.viewport,
          isMobile: v.isMobile,
          hasTouch: v.hasTouch,
          // Its own client address, so the rate limits see one person per role and viewport.
          extraHTTPHeaders: {
            "x-forwarded-for": `10.16.${v.label.length}.${ROLES.indexOf(role) + 1}`,
          },
          storageState: role === "visitor" ? undefined : await sessionFor(role, browser, base),
        });
        const page = await context.newPage();
        try {
          for (const screen of screens)
            await test.step(screenName(screen), () => checkScreen(page, screen, v, testInfo, base));
        } finally {
          await context.close();
        }
      });
    }
  });
}

test("on a phone, the assistant's answer is scrolled into view when it arrives", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": "10.16.8.1" },
    storageState: await sessionFor("traveller", browser, base),
  });
  const page = await context.newPage();
  await page.goto("/aihelp");
  await page
    .getByLabel("Describe your ideal trip")
    .fill("A 5 day beach trip in December under ₹30,000 for two");
  await page.getByRole("button", { name: "Plan My Trip" }).click();
  const answer = page.getByRole("heading", { name: "Your Personalized Travel Plan" });
  await expect(answer).toBeInViewport();
  await expect(answer).toBeFocused();
  // It came into view by scrolling: on a phone the answer starts below the form.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const top = (await answer.boundingBox())?.y ?? -1;
  const header = await page.getByRole("banner").boundingBox();
  // Below the sticky header, not under it.
  expect(top).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  await context.close();
});
