import { i18n, type Messages } from "@lingui/core";
import type { DayPickerLocale } from "react-day-picker";
import {
  type CompiledTexts,
  compileTexts,
  type TextDictionary,
  translateWith,
} from "@/shared/i18n/texts";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  languageFromAcceptLanguage,
  localeOf,
} from "@/shared/language";
import type { MessageGroup } from "@/shared/screens/route-screens";

/**
 * Each language's messages come in groups (src/shared/screens/route-screens.ts), each its own chunk:
 * `first-screen` is fetched before the first render, `messages` with the first other screen, and
 * the rest with the screens that need them. Only the reader's language is ever fetched, and nobody
 * fetches texts of screens they do not open (issue 15, decisions 0038 and 0040;
 * src/web/locales/catalog-sources.ts says which files each catalog holds).
 */
export type { MessageGroup };

type Catalog = () => Promise<{
  messages: Messages;
  texts?: TextDictionary;
  dayPicker?: DayPickerLocale;
}>;
const catalogs: Record<Language, Record<MessageGroup, Catalog>> = {
  en: {
    "first-screen": () => import("@/web/locales/en/first-screen.po"),
    messages: () => import("@/web/locales/en/messages.po"),
    account: () => import("@/web/locales/en/account.po"),
    trips: () => import("@/web/locales/en/trips.po"),
    dashboard: () => import("@/web/locales/en/dashboard.po"),
    console: () => import("@/web/locales/en/console"),
  },
  hi: {
    "first-screen": () => import("@/web/locales/hi/first-screen"),
    messages: () => import("@/web/locales/hi/messages"),
    account: () => import("@/web/locales/hi/account"),
    trips: () => import("@/web/locales/hi/trips.po"),
    dashboard: () => import("@/web/locales/hi/dashboard"),
    console: () => import("@/web/locales/hi/console"),
  },
};

/** What a language needs besides its messages: Hindi brings its Devanagari type. */
const extras: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () => import("@/web/locales/devanagari.css"),
};

/** The parts the app has needed so far: a switch of language fetches them all in the new one. */
const neededParts = new Set<MessageGroup>(["first-screen"]);

/** Each language's dictionaries of server and schema texts fetched so far (decision 0040). */
const textDictionaries = new Map<Language, Set<TextDictionary>>();
const compiledTexts = new Map<Language, CompiledTexts>();

/** react-day-picker's locale for each language that has one (Hindi's comes with its messages). */
const dayPickerLocales = new Map<Language, DayPickerLocale>();

/** The calendar's locale for the language shown; English is react-day-picker's own. */
export function dayPickerLocale(): DayPickerLocale | undefined {
  return dayPickerLocales.get(currentLanguage());
}

function addLanguageExtras(
  language: Language,
  loaded: { texts?: TextDictionary; dayPicker?: DayPickerLocale }[],
) {
  for (const { dayPicker } of loaded) if (dayPicker) dayPickerLocales.set(language, dayPicker);
  const dictionaries = textDictionaries.get(language) ?? new Set();
  for (const { texts } of loaded) if (texts) dictionaries.add(texts);
  textDictionaries.set(language, dictionaries);
  compiledTexts.delete(language);
}

/**
 * A text a shared schema or the server wrote in English (a field's error, an API error), in the
 * language shown; unchanged when no dictionary fetched so far knows it. Field errors, alerts and
 * toasts show their texts through this, so no screen has to.
 */
export function translateText(text: string): string {
  const language = currentLanguage();
  let compiled = compiledTexts.get(language);
  if (!compiled) {
    const dictionaries = textDictionaries.get(language);
    if (!dictionaries?.size) return text;
    compiled = compileTexts(...dictionaries);
    compiledTexts.set(language, compiled);
  }
  return translateWith(compiled, text);
}

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

/** The latest language asked for: loads finishing after a later request never activate theirs. */
let latestRequest = 0;

async function fetchParts(language: Language, parts: MessageGroup[]): Promise<void> {
  const loaded = await Promise.all(parts.map((part) => catalogs[language][part]()));
  addLanguageExtras(language, loaded);
  i18n.load(language, Object.assign({}, ...loaded.map((catalog) => catalog.messages)));
}

/**
 * Fetches the language's catalogs (and type), activates it and sets `<html lang>`. When two loads
 * overlap (the account's language at sign-in, and the reader's choice a moment later) the one asked
 * for last wins, whichever arrives first (the other resolves false, having changed nothing); and a
 * part a screen asked for meanwhile is fetched before the language shows, so no screen meets its
 * texts' ids.
 */
export async function loadLanguage(language: Language): Promise<boolean> {
  const request = ++latestRequest;
  await Promise.all([fetchNeededParts(language), extras[language]?.()]);
  if (request !== latestRequest) return false;
  i18n.activate(language);
  document.documentElement.lang = localeOf(language);
  return true;
}

/** On the server, every catalog of every language: any reader's screen can be rendered. */
export async function loadEveryCatalog(): Promise<void> {
  const parts = Object.keys(catalogs.en) as MessageGroup[];
  await Promise.all((Object.keys(catalogs) as Language[]).map((l) => fetchParts(l, parts)));
  for (const part of parts) neededParts.add(part);
}

async function fetchNeededParts(language: Language): Promise<void> {
  const fetched = new Set<MessageGroup>();
  for (;;) {
    const parts = [...neededParts].filter((part) => !fetched.has(part));
    if (parts.length === 0) return;
    await fetchParts(language, parts);
    for (const part of parts) fetched.add(part);
  }
}

/**
 * Loads `load` (a screen's or a lazy component's code) together with the current language's
 * messages for it: the `messages` catalog (the catalogue's screens and the shared components),
 * and `groups` besides (`account`, `trips`, `dashboard`, `console`).
 * Every code outside the first screen that is imported lazily goes through this, or its texts would
 * show as message ids in a production build (src/web/lib/catalog-coverage.test.ts checks).
 */
export async function withMessages<T>(
  load: () => Promise<T>,
  groups: MessageGroup[] = [],
): Promise<T> {
  const language = currentLanguage();
  const missing = (["messages", ...groups] as MessageGroup[]).filter((g) => !neededParts.has(g));
  if (missing.length === 0) return load();
  const [module] = await Promise.all([load(), fetchParts(language, missing)]);
  for (const group of missing) neededParts.add(group);
  // Another language became active while these arrived (its load had not heard of them): theirs too.
  const shown = currentLanguage();
  if (shown !== language) await fetchParts(shown, missing);
  return module;
}

export { i18n };

// The two texts for a request that never reached the server live here, beside the language
// code, because every module that sends requests already imports this one: a module of their
// own became one more script on the first screen.
/** A read that never reached the server. */
export const NOT_REACHED_MESSAGE =
  "Could not reach the server. Check your connection and try again.";
/**
 * A form's send that never reached the server: every form shows this one text (Hindi in
 * src/shared/i18n/hindi-texts.ts), and keeps what was typed (fields reset only on success).
 */
export const NOT_SENT_MESSAGE =
  "You seem to be offline, so this wasn't sent. What you typed is still here: send it again when you're back online.";

/** Sent on every API request: the server answers in the reader's language (issue 15). */
export const acceptLanguage = () => localeOf(currentLanguage());
