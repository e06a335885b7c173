import type { BrowserContext } from "@playwright/test";
import { appTookOver } from "../support/app-took-over";
import { bookingAwaitingPayment } from "../support/awaiting-payment";
import { DEMO_PASSWORD, expect, TRAVELLER, test } from "./fixtures";

// The service worker would answer a navigation from its precached page; these tests are about the
// page the server sends (decision 0055).
test.use({ serviceWorkers: "block" });

/** Signs the context in through the API, so a context without script can be signed in. */
async function signInByApi(context: BrowserContext, baseURL: string, email = TRAVELLER) {
  const answer = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(answer.ok()).toBe(true);
}

test("the server's page already holds the signed-in traveller's screen, in their language, before any script runs", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { "x-forwarded-for": `10.55.${Math.floor(Math.random() * 250)}.7` },
  });
  await signInByApi(context, baseURL as string);
  const page = await context.newPage();

  await page.goto("/packages");
  const root = page.locator("#root");
  // Inert until the app takes it over: nothing typed or tapped there could be lost.
  await expect(root).toHaveAttribute("inert", "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tour Packages");
  const first = page.locator("main article").first();
  await expect(first).toBeInViewport();
  await expect(first).toContainText(/From ₹[\d,]+/);
  await expect(first).toContainText(/\d+ days? \/ \d+ nights?/);
  await expect(page.getByText("Loading application...")).toHaveCount(0);

  // The unread messages come with every signed-in page (the header's badge, the Message buttons).
  const firstData = JSON.parse((await page.locator("#first-data").textContent()) ?? "{}") as {
    queries?: { queryKey: unknown[] }[];
  };
  expect(firstData.queries?.map((q) => q.queryKey)).toContainEqual(["messages", "unread"]);

  // The guides come with their page too: the first card is on the first screen.
  await page.goto("/guides");
  await expect(page.locator("main article").first()).toBeInViewport();

  // The same screen in Hindi when the reader's language is Hindi.
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL as string }]);
  await page.goto("/packages");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("टूर पैकेज");
  await context.close();
});

test("the app takes the server's screen over as it is, and then it answers", async ({
  page,
  context,
  baseURL,
}) => {
  await signInByApi(context, baseURL as string);
  // The heading the page arrived with, kept to compare with the one on view once the app runs.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const seen = window as unknown as { arrived: Element | null; liveWith: string[] };
      seen.arrived = document.querySelector("h1");
      // The moment the page stops being inert, every control in it must be the app's already:
      // one React has not taken over would lose what is typed into it.
      const root = document.getElementById("root") as HTMLElement;
      new MutationObserver(() => {
        if (root.hasAttribute("inert")) return;
        seen.liveWith = [...root.querySelectorAll("a, button, input, select, textarea")]
          .filter((el) => !Object.keys(el).some((key) => key.startsWith("__reactProps$")))
          .map((el) => el.outerHTML.slice(0, 80));
      }).observe(root, { attributes: true, attributeFilter: ["inert"] });
    });
  });
  const profileReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/profile") profileReads.push(request.url());
  });
  await page.goto("/profile");
  await appTookOver(page);
  // The profile came with the page: the app starts from it and does not ask again.
  expect(profileReads).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { liveWith: string[] }).liveWith)).toEqual(
    [],
  );
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { arrived: Element | null }).arrived === document.querySelector("h1"),
    ),
  ).toBe(true);
  // Live: a link in the header is the app's, and goes to its screen without a new page.
  await page.getByRole("banner").getByRole("link", { name: "Tour Packages" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tour Packages");
  expect(
    await page.evaluate(
      () => (window as unknown as { arrived: Element | null }).arrived?.isConnected,
    ),
  ).toBe(false);
  // The same document: the heading the page arrived with is still known to it.
  expect(
    await page.evaluate(() => (window as unknown as { arrived: Element | null }).arrived !== null),
  ).toBe(true);
});

test("a page whose reader the app sends elsewhere is sent as before, and the app sends them on", async ({
  page,
  context,
  baseURL,
}) => {
  await signInByApi(context, baseURL as string);
  // Signed in, /login sends its reader home: it has no screen of its own to render.
  const answer = await page.request.get("/login");
  expect(await answer.text()).toContain("Loading application...");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
});

test("an admin's section arrives with its list, and the app does not ask for it again", async ({
  page,
  context,
  baseURL,
}) => {
  await signInByApi(context, baseURL as string, "admin@example.com");
  const sent = await (await page.request.get("/admin?section=destinations")).text();
  expect(sent).not.toContain("Loading destinations...");
  expect(sent).toMatch(/<table[\s\S]*<td/);

  const listReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/admin/destinations")
      listReads.push(request.url());
  });
  await page.goto("/admin?section=destinations");
  await appTookOver(page);
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  expect(listReads).toEqual([]);
});

/**
 * Past the days the other tests book with guide 1 (tests/support/awaiting-payment.ts lists them),
 * and before the payment screen's own (357).
 */
const CHECKOUT_FIRST_DAYS = 220;

test("a booking's checkout arrives with its page, not after the app has started", async ({
  page,
  context,
  baseURL,
}) => {
  const id = await bookingAwaitingPayment(baseURL as string, CHECKOUT_FIRST_DAYS);
  await signInByApi(context, baseURL as string);
  const sent = await (await page.request.get(`/my-bookings/${id}/pay`)).text();
  expect(sent).not.toContain("Loading your booking...");
  expect(sent).toContain("Test mode on this server.");

  const optionReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/payments/options")
      optionReads.push(request.url());
  });
  await page.goto(`/my-bookings/${id}/pay`);
  await appTookOver(page);
  await expect(page.getByText("Test mode on this server.")).toBeVisible();
  expect(optionReads).toEqual([]);
});
