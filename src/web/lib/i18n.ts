import { i18n, type Messages } from "@lingui/core";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  languageFromAcceptLanguage,
  localeOf,
} from "@/shared/language";

/**
 * Each language's messages come in two catalogs, each its own chunk: `first-screen` (the shell, home
 * and login; fetched before the first render) and `messages` (every other screen; fetched with the
 * first of them). Only the reader's language is ever fetched (issue 15, decision 0038).
 */
type Part = "first-screen" | "messages";
type Catalog = () => Promise<{ messages: Messages }>;
const catalogs: Record<Language, Record<Part, Catalog>> = {
  en: {
    "first-screen": () => import("@/web/locales/en/first-screen.po"),
    messages: () => import("@/web/locales/en/messages.po"),
  },
  hi: {
    "first-screen": () => import("@/web/locales/hi/first-screen.po"),
    messages: () => import("@/web/locales/hi/messages.po"),
  },
};

/** What a language needs besides its messages: Hindi brings its Devanagari type. */
const extras: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () => import("@/web/locales/devanagari.css"),
};

/** The parts the app has needed so far: a switch of language fetches them all in the new one. */
const neededParts = new Set<Part>(["first-screen"]);

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function cookieLanguage(cookie: string = document.cookie): Language | null {
  for (const part of cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

export function writeLanguageCookie(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox before 2025 and from jsdom
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
}

/**
 * The language to render first. The server writes `<html lang>` from the cookie, else the browser's
 * Accept-Language; the cookie is read first all the same so a page the server did not write (the
 * Vite dev server's index.html says en-IN) still honours the reader's choice.
 */
export function initialLanguage(): Language {
  const fromCookie = cookieLanguage();
  if (fromCookie) return fromCookie;
  const htmlLang = document.documentElement.lang.toLowerCase().split("-")[0];
  if (isLanguage(htmlLang)) return htmlLang;
  return languageFromAcceptLanguage(navigator.languages?.join(",") || navigator.language);
}

/** The language the interface shows now (English until a catalog is activated). */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** Fetches the language's catalogs (and type), activates it and sets `<html lang>`. */
export async function loadLanguage(language: Language): Promise<void> {
  const parts = [...neededParts];
  const [loaded] = await Promise.all([
    Promise.all(parts.map((part) => catalogs[language][part]())),
    extras[language]?.(),
  ]);
  i18n.load(language, Object.assign({}, ...loaded.map((catalog) => catalog.messages)));
  i18n.activate(language);
  document.documentElement.lang = localeOf(language);
}

/**
 * Loads `load` (a screen's or a lazy component's code) together with the rest of the current
 * language's messages. Every code outside the first screen that is imported lazily goes through
 * this, or its texts would show as message ids in a production build.
 */
export async function withMessages<T>(load: () => Promise<T>): Promise<T> {
  const language = currentLanguage();
  if (neededParts.has("messages")) return load();
  const [module, { messages }] = await Promise.all([load(), catalogs[language].messages()]);
  neededParts.add("messages");
  i18n.load(language, messages);
  return module;
}

export { i18n };

/** Sent on every API request: the server answers in the reader's language (issue 15). */
export const acceptLanguage = () => localeOf(currentLanguage());

/**
 * On sign-in the account's language wins: the server rewrites the `lang` cookie, and the shell
 * calls this when the signed-in person changes.
 */
export function followCookieLanguage() {
  const chosen = cookieLanguage();
  if (chosen && chosen !== currentLanguage()) void loadLanguage(chosen).catch(() => {});
}
