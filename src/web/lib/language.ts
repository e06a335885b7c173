import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { isLanguage, type Language } from "@/shared/language";
import { ApiError, api } from "@/web/lib/api";
import { authClient, type SessionUser } from "@/web/lib/auth-client";
import { loadLanguage, writeLanguageCookie } from "@/web/lib/i18n";

export interface LanguageChoice {
  language: Language;
  /** Shows the interface in `language`, remembers it (cookie, and the account when signed in). */
  setLanguage: (language: Language) => Promise<void>;
}

/** The reader's language and the way to change it (the navbar's and the profile's switch). */
export function useLanguage(): LanguageChoice {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  // The session store itself, not useCurrentUser: importing that here makes the bundler split it
  // into a file of its own on the first screen (one more request, ~0.7 KB over the budget).
  const session = authClient.useSession();
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : "en";
  const signedIn = !session.error && Boolean(session.data?.user);

  const setLanguage = useCallback(
    async (next: Language) => {
      if (!(await loadLanguage(next))) return;
      writeLanguageCookie(next);
      if (signedIn) await saveOnAccount(next);
      // Catalogue answers come in the language the request named: fetch them again. Not awaited:
      // the switch is done once the language shows, not when every list on the page has come back.
      void queryClient.invalidateQueries();
    },
    [queryClient, signedIn],
  );

  return { language, setLanguage };
}

/**
 * At sign-in (a new session, or an account whose choice changed elsewhere) the account's language
 * wins: the shell shows it and remembers it in this browser. Only a change in what the session says
 * acts, so a switch made here is never undone by the session's older copy. Used once, by the shell:
 * a switch mounting later (the profile's, the phone menu's) must not act on a session it has not
 * seen change.
 */
export function useAccountLanguage(user: SessionUser | null) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const accountLanguage = user?.language;
  const accountKey = `${user?.id ?? ""}:${accountLanguage ?? ""}`;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current === accountKey) return;
    seen.current = accountKey;
    if (!isLanguage(accountLanguage) || accountLanguage === i18n.locale) return;
    void loadLanguage(accountLanguage).then((shown) => {
      if (!shown) return;
      writeLanguageCookie(accountLanguage);
      return queryClient.invalidateQueries();
    });
  }, [accountKey, accountLanguage, i18n, queryClient]);
}

/**
 * Keeps the choice on the account so it follows the person to other devices. The cookie already
 * holds it for this browser, so a failure here costs only that: it is not worth an error message.
 */
async function saveOnAccount(language: Language) {
  try {
    await api.put("/api/account/language", { language });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
