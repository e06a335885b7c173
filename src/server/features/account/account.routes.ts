import { Hono } from "hono";
import { setLanguageCookie } from "@/server/http/language-cookie";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { languageInput } from "@/shared/account/language-schema";
import { changeEmailInput } from "@/shared/account/schema";
import { changeEmail } from "./account.service";
import { saveLanguage } from "./account-language.service";

/**
 * Account changes: the address (the password again first, then better-auth carries it out) and
 * the reader's language (kept on the account and in this browser's `lang` cookie).
 */
export function accountRoutes() {
  return new Hono<AppEnv>()
    .post("/change-email", validate("json", changeEmailInput), async (c) => {
      const user = await requireUser(c);
      await changeEmail(c.var.auth, c.req.raw.headers, user, c.req.valid("json"));
      return c.json({ status: "verification-sent" });
    })
    .put("/language", validate("json", languageInput), async (c) => {
      const user = await requireUser(c);
      const language = await saveLanguage(c.var.db, user.id, c.req.valid("json").language);
      setLanguageCookie(c, language);
      return c.json({ language });
    });
}
