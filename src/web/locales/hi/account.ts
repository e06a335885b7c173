import { HINDI_AUTH_TEXTS } from "@/shared/i18n/hindi-auth-texts";

/** Signing up and in, the profile and the account in Hindi, and the auth server's words. */
export { messages } from "./account.po";
export const texts = HINDI_AUTH_TEXTS;
