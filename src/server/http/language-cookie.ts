import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import {
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  languageFromAcceptLanguage,
} from "@/shared/language";
import type { AppEnv } from "./types";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Remembers the reader's choice on this browser for a year. The web app reads it before its first
 * render (so it is not HttpOnly) and the server reads it to write index.html's `<html lang>`.
 */
export function setLanguageCookie(c: Context<AppEnv>, language: Language) {
  setCookie(c, LANGUAGE_COOKIE, language, {
    path: "/",
    maxAge: ONE_YEAR,
    sameSite: "Lax",
    httpOnly: false,
    secure: c.var.config.publicUrl.startsWith("https://"),
  });
}

/** The language the `lang` cookie names, or null when there is none (or it names no language). */
export function cookieLanguage(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader, LANGUAGE_COOKIE)[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : null;
}

/**
 * A browser's language before it has said anything else: the `lang` cookie, else what its
 * Accept-Language prefers (English when it names neither of ours).
 */
export function browserLanguage(headers: Headers): Language {
  return (
    cookieLanguage(headers.get("cookie")) ??
    languageFromAcceptLanguage(headers.get("accept-language"))
  );
}
