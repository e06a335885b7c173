import { Hono } from "hono";
import { AppError } from "@/server/http/errors";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { changeEmailInput } from "@/shared/account/schema";
import { ERROR_CODES } from "@/shared/api-error";

/** Account changes that need the password again before better-auth carries them out. */
export function accountRoutes() {
  return new Hono<AppEnv>().post("/change-email", validate("json", changeEmailInput), async (c) => {
    const user = await requireUser(c);
    const { password, newEmail } = c.req.valid("json");
    const headers = c.req.raw.headers;
    const auth = c.var.auth;
    try {
      await auth.api.verifyPassword({ body: { password }, headers });
    } catch {
      throw new AppError(403, "WRONG_PASSWORD", "That password is not right.", {
        password: "That password is not right.",
      });
    }
    if (newEmail.toLowerCase() === user.email.toLowerCase()) {
      throw new AppError(422, ERROR_CODES.validation, "That is already your email address.", {
        newEmail: "That is already your email address.",
      });
    }
    await auth.api.changeEmail({
      body: { newEmail, callbackURL: "/email-verified?changed=1" },
      headers,
    });
    return c.json({ status: "verification-sent" });
  });
}
