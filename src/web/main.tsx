import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { DEFAULT_LANGUAGE } from "@/shared/language";
import { i18n, initialLanguage, loadLanguage } from "@/web/lib/i18n";
import { createQueryClient } from "@/web/lib/query-client";
import { registerServiceWorker } from "./register-service-worker";
import { createAppRouter } from "./router";
import "./styles.css";

const queryClient = createQueryClient();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

// The reader's catalog (only theirs) is active before the first render, so the first paint is
// already in their language. Should it not arrive, English; should neither, the app still starts
// (its texts show as ids until a reload fetches them).
void loadLanguage(initialLanguage())
  .catch(() => loadLanguage(DEFAULT_LANGUAGE))
  .catch(() => {})
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={createAppRouter()} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    );
  });

registerServiceWorker();
