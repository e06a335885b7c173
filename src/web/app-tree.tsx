import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useLayoutEffect } from "react";
import { i18n } from "@/web/lib/i18n";
import { AppI18nProvider } from "@/web/lib/i18n-provider";

/** The longest the page stays inert while React takes over the parts of the server's screen. */
const TAKE_OVER_MAX_MS = 10_000;

/**
 * Whether every control of the server's screen is the app's. React takes the page's shell over
 * first and each part in a boundary of its own (the screen, the map, a dashboard section) in later
 * passes; a control it has taken over carries React's props. That is React's own mark, read here
 * only to know when the page may answer: a field typed into before then would lose its text.
 */
function takenOver(root: HTMLElement): boolean {
  return [...root.querySelectorAll("a, button, input, select, textarea")].every((control) =>
    Object.keys(control).some((key) => key.startsWith("__reactProps$")),
  );
}

/**
 * Whether the screen itself has been taken over, committed: React marks a control while it renders
 * (`takenOver`), and only at the commit do the screen's forms attach to their fields. A field typed
 * into in between is emptied by its form.
 */
let screenCommitted = false;
export function useScreenCommitted(): void {
  useLayoutEffect(() => {
    screenCommitted = true;
  }, []);
}

/**
 * The screen the server rendered into the page (decision 0055) is inert until the app has taken
 * all of it over: from then on, the page is the app's.
 */
function AppLive() {
  useLayoutEffect(() => {
    const root = document.getElementById("root");
    if (!root?.hasAttribute("inert")) return;
    const started = performance.now();
    let frame = 0;
    const check = () => {
      if ((screenCommitted && takenOver(root)) || performance.now() - started > TAKE_OVER_MAX_MS)
        root.removeAttribute("inert");
      else frame = requestAnimationFrame(check);
    };
    check();
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

/**
 * The app around its router, the same on the server (src/web/server-render.tsx) and in the browser
 * (src/web/main.tsx), so the browser's first render matches the server's HTML and takes it over.
 */
export function AppTree({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <>
      <AppLive />
      <AppI18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AppI18nProvider>
    </>
  );
}
