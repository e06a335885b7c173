import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, localeOf } from "@/shared/language";
import { useLanguage } from "@/web/lib/language";

interface LanguageSwitchProps {
  /** The navbar's is compact (its label is for screen readers only); the profile's shows it. */
  showLabel?: boolean;
  className?: string;
}

/** Chooses the interface's language; each name is written in its own language and script. */
export function LanguageSwitch({ showLabel = false, className = "" }: LanguageSwitchProps) {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  const [switching, setSwitching] = useState(false);
  const id = useId();

  const onChange = async (value: string) => {
    if (!isLanguage(value) || value === language) return;
    setSwitching(true);
    try {
      await setLanguage(value);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={showLabel ? "text-sm font-medium text-stone-800" : "sr-only"}>
        {t`Language`}
      </label>
      <select
        id={id}
        value={language}
        disabled={switching}
        aria-busy={switching}
        onChange={(event) => void onChange(event.target.value)}
        className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={localeOf(option)}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
