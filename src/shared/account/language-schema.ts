import * as z from "zod/mini";
import { LANGUAGES } from "@/shared/language";
import { lazySchema } from "@/shared/lazy-schema";

/** The reader's language, as the switch in the navbar and the profile sends it. */
export const languageInput = lazySchema(() =>
  z.object({
    language: z.enum(LANGUAGES, "Please choose English or Hindi"),
  }),
);
export type LanguageInput = z.infer<typeof languageInput>;
