import { HINDI_CONSOLE_TEXTS } from "@/shared/i18n/hindi-console-texts";
import { messages as admin } from "./admin.po";
import { messages as content } from "./content.po";
import { messages as operations } from "./operations.po";

/** The admin console's screens, fetched as one file with the console. */
export const messages = { ...admin, ...content, ...operations };

/** What the console's forms can be told in English, in Hindi (decision 0040). */
export const texts = HINDI_CONSOLE_TEXTS;
