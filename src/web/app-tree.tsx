import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useLayoutEffect } from "react";
import { i18n } from "@/web/lib/i18n";
import { AppI18nProvider } from "@/web/lib/i18n-provider";

/**
 * The screen the server rendered into the page (decision 0055) is inert until the app has taken it
 * over: from the app's first commit on, the page is the app's.
 */
function AppLive() {
  useLayoutEffect(() => {
    document.getElementById("root")?.removeAttribute("inert");
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
