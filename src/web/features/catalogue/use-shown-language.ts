import { useLingui } from "@lingui/react/macro";
import { isLanguage, type Language } from "@/shared/language";

/** The language shown now; a component that formats numbers or dates with it follows a switch. */
export function useShownLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : "en";
}
