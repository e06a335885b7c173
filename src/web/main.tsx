import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { DEFAULT_LANGUAGE } from "@/shared/language";
import { FIRST_DATA_ID, SCREEN_MODULES_ID } from "@/shared/screens/route-screens";
import { authClient } from "@/web/lib/auth-client";
import { initialLanguage, loadLanguage } from "@/web/lib/i18n";
import { createQueryClient } from "@/web/lib/query-client";
import { AppTree } from "./app-tree";
import { registerServiceWorker } from "./register-service-worker";
import { AppRoutes, prepareFirstScreen } from "./router";
import "./styles.css";

const queryClient = createQueryClient();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

/** The page holds the screen the server rendered (decision 0055), which the app takes over. */
const serverRendered = root.hasAttribute("inert");

// The data that screen shows comes with it: the app starts from it, so its first render shows
// the same, without asking for it again.
const firstData = document.getElementById(FIRST_DATA_ID)?.textContent;
if (serverRendered && firstData) {
  try {
    hydrate(queryClient, JSON.parse(firstData));
  } catch {
    // Unreadable: the screen's data is asked for as on any page.
  }
}

// Who is signed in is asked at once: the page's own preload has usually answered already
// (decision 0045), so the first render knows the user and shows the whole screen.
const sessionChecked = authClient.getSession();

/**
 * Runs the screen's modules one at a time, in the order the page lists them (dependencies first),
 * with a pause for the browser between them: imported at once, they would run in one task of 100 ms
 * and more on a phone, and a tap in the meantime would wait for all of it (decision 0045). A module
 * that fails to load is left to the screen, which asks for it again and shows its error.
 */
async function runScreenModules(): Promise<void> {
  const listed = document.getElementById(SCREEN_MODULES_ID)?.textContent;
  if (!listed) return;
  let urls: unknown;
  try {
    urls = JSON.parse(listed);
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  for (const url of urls) {
    if (typeof url !== "string" || !url.startsWith("/assets/")) continue;
    await import(/* @vite-ignore */ url).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

// The reader's catalog (only theirs) is active before the first render, so the first paint is
// already in their language. Should it not arrive, English; should neither, the app still starts
// (its texts show as ids until a reload fetches them). Until then the page shows its start-up text
// (index.html); the screen then renders once, in a transition, so the work is sliced and the
// phone stays responsive (decision 0045).
void loadLanguage(initialLanguage())
  .catch(() => loadLanguage(DEFAULT_LANGUAGE))
  .catch(() => {})
  .then(async () => {
    await runScreenModules();
    const signedIn = sessionChecked.then(() => authClient.signedIn());
    const firstScreen = prepareFirstScreen(queryClient, new URL(window.location.href), signedIn);
    await Promise.all([sessionChecked, firstScreen]);
    const app = (
      <StrictMode>
        <AppTree client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppTree>
      </StrictMode>
    );
    // A screen that could not load is said on the page, with Try Again (ScreenBoundary): the
    // console gets a warning, not an error. So does a page whose screen differs from the server's
    // (its data changed in between): the app renders it anew.
    const options = {
      onCaughtError: (error: unknown) => console.warn(error),
      onRecoverableError: (error: unknown) => console.warn(error),
    };
    startTransition(() => {
      if (serverRendered) hydrateRoot(root, app, options);
      else createRoot(root, options).render(app);
    });
  });

registerServiceWorker();
