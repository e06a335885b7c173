import { HINDI_AUTH_TEXTS } from "@/shared/i18n/hindi-auth-texts";
import { HINDI_TEXTS } from "@/shared/i18n/hindi-texts";
import { messages as account } from "./account.po";
import { messages as catalogue } from "./messages.po";
import { messages as trips } from "./trips.po";

/** The traveller's screens, fetched as one file with the first screen outside the first screen. */
export const messages = { ...catalogue, ...account, ...trips };

/** What the shared schemas, the server and the auth server write in English, in Hindi (decision 0040). */
export const texts = { ...HINDI_TEXTS, ...HINDI_AUTH_TEXTS };
