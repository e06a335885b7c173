import { Hono } from "hono";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { changeEmailInput } from "@/shared/account/schema";
import { changeEmail } from "./account.service";

/** Account changes that need the password again before better-auth carries them out. */
export function accountRoutes() {
  return new Hono<AppEnv>().post("/change-email", validate("json", changeEmailInput), async (c) => {
    const user = await requireUser(c);
    await changeEmail(c.var.auth, c.req.raw.headers, user, c.req.valid("json"));
    return c.json({ status: "verification-sent" });
  });
}
