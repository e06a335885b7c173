import * as z from "zod/mini";
import { LANGUAGES } from "@/shared/language";

/** The reader's language, as the switch in the navbar and the profile sends it. */
export const languageInput = z.object({
  language: z.enum(LANGUAGES, "Please choose English or Hindi"),
});
export type LanguageInput = z.infer<typeof languageInput>;
