import { HINDI_AUTH_TEXTS } from "./hindi-auth-texts";
import { HINDI_CONSOLE_TEXTS } from "./hindi-console-texts";
import { HINDI_DASHBOARD_TEXTS } from "./hindi-dashboard-texts";
import { HINDI_SIGN_IN_TEXTS } from "./hindi-sign-in-texts";
import { HINDI_TEXTS } from "./hindi-texts";
import type { TextDictionary } from "./texts";

/**
 * Every Hindi dictionary: the server translates its errors with all of them; the browser fetches
 * each with the screens that need it (src/web/locales/hi/*.ts).
 */
export const HINDI_DICTIONARIES: TextDictionary[] = [
  HINDI_SIGN_IN_TEXTS,
  HINDI_TEXTS,
  HINDI_AUTH_TEXTS,
  HINDI_DASHBOARD_TEXTS,
  HINDI_CONSOLE_TEXTS,
];
