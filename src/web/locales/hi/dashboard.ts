import { HINDI_DASHBOARD_TEXTS } from "@/shared/i18n/hindi-dashboard-texts";

/** The guide's dashboard in Hindi: its messages, and the Hindi of what its forms can be told. */
export { messages } from "./dashboard.po";
export const texts = HINDI_DASHBOARD_TEXTS;
