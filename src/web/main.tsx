import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { DEFAULT_LANGUAGE } from "@/shared/language";
import { SCREEN_MODULES_ID } from "@/shared/screens/route-screens";
import { authClient } from "@/web/lib/auth-client";
import { i18n, initialLanguage, loadLanguage } from "@/web/lib/i18n";
import { AppI18nProvider } from "@/web/lib/i18n-provider";
import { createQueryClient } from "@/web/lib/query-client";
import { registerServiceWorker } from "./register-service-worker";
import { AppRoutes, prepareFirstScreen } from "./router";
import "./styles.css";

const queryClient = createQueryClient();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

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
    startTransition(() => {
      // A screen that could not load is said on the page, with Try Again (ScreenBoundary): the
      // console gets a warning, not an error.
      createRoot(root, { onCaughtError: (error) => console.warn(error) }).render(
        <StrictMode>
          <AppI18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </QueryClientProvider>
          </AppI18nProvider>
        </StrictMode>,
      );
    });
  });

registerServiceWorker();
