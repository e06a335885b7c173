import { hi as dayPicker } from "react-day-picker/locale/hi";
import { HINDI_TEXTS } from "@/shared/i18n/hindi-texts";

/** The catalogue's screens in Hindi, and the Hindi of what the schemas and the server write. */
export { messages } from "./messages.po";
export const texts = HINDI_TEXTS;
/** The calendar's month and day names, here so that English readers never download them. */
export { dayPicker };
