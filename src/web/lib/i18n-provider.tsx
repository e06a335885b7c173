import type { I18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { type ReactNode, useMemo, useSyncExternalStore } from "react";

type LinguiContextValue = NonNullable<React.ContextType<typeof LinguiContext>>;

/**
 * Lingui's context for `i18n`, renewed when the language changes and only then. Lingui's own
 * provider renews it on every catalog loaded, and the code loaded after the first screen (the
 * unread badges, a dashboard section, a dialog's form) brings its messages when it comes: each time,
 * every component that shows a text rendered again, synchronously, in one long task on a phone.
 * New code is shown only once its messages are here (`withMessages`), and what is on view already
 * has its own, so a catalog that arrives changes nothing on view.
 */
function languageStore(i18n: I18n) {
  let locale = i18n.locale;
  let context = contextFor(i18n);
  return {
    subscribe: (onChange: () => void) => i18n.on("change", onChange),
    getSnapshot: () => {
      if (i18n.locale !== locale) {
        locale = i18n.locale;
        context = contextFor(i18n);
      }
      return context;
    },
  };
}

function contextFor(i18n: I18n): LinguiContextValue {
  // A new proxy each language, as Lingui's provider makes: hooks that depend on `i18n` run again.
  return { i18n: new Proxy(i18n, {}), _: i18n.t.bind(i18n) };
}

export function AppI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const store = useMemo(() => languageStore(i18n), [i18n]);
  const context = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // As Lingui's provider: nothing renders before a language is active.
  if (!context.i18n.locale) return null;
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
