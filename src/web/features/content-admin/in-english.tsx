import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

/**
 * Catalogue content the console shows in its English version (a name, a state): marked
 * `lang="en"` when the interface is in another language, left as plain text in English.
 */
export function InEnglish({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  if (i18n.locale === "en") return children;
  return <span lang="en">{children}</span>;
}
