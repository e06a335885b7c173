import { messages as account } from "./account.po";
import { messages as catalogue } from "./messages.po";
import { messages as trips } from "./trips.po";

/** The traveller's screens, fetched as one file with the first screen outside the first screen. */
export const messages = { ...catalogue, ...account, ...trips };
