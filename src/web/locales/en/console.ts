import { messages as admin } from "./admin.po";
import { messages as content } from "./content.po";
import { messages as operations } from "./operations.po";

/** The admin console's screens, fetched as one file with the console. */
export const messages = { ...admin, ...content, ...operations };
