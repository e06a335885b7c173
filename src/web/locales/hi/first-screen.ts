/** The first screen in Hindi: its messages, and the Hindi of what its log-in form can say. */
export { HINDI_SIGN_IN_TEXTS as texts } from "@/shared/i18n/hindi-sign-in-texts";
export { messages } from "./first-screen.po";
