import type { Context } from "hono";
import { type Language, languageFromAcceptLanguage } from "@/shared/language";

/**
 * The language an API answer is written in (issue 15). The web app sends the reader's choice as
 * `Accept-Language` on every request, so answers vary by that header alone and caches can key on
 * it; a client that sends nothing gets English.
 */
export function requestLanguage(c: Context): Language {
  return languageFromAcceptLanguage(c.req.header("accept-language"));
}

/** Marks an answer that depends on the reader's language. */
export function languageHeaders(c: Context, language: Language): void {
  c.header("Content-Language", language === "hi" ? "hi-IN" : "en-IN");
  c.header("Vary", "Accept-Language", { append: true });
}
