import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { multipartOnly, pictureBodyLimit, readPicture } from "@/server/http/picture-upload";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { updateProfileInput } from "@/shared/profile/schema";
import {
  readProfile,
  removeProfilePicture,
  setProfilePicture,
  updateProfile,
} from "./profile.service";

/** Signed-out requests are refused before their body is read or validated. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  await requireUser(c);
  await next();
});

export function profileRoutes() {
  return new Hono<AppEnv>()
    .use("/profile", signedIn)
    .use("/profile/*", signedIn)
    .get("/profile", async (c) => {
      const user = await requireUser(c);
      return c.json({ profile: await readProfile(c.var.db, user.id) });
    })
    .put("/profile", validate("json", updateProfileInput), async (c) => {
      const user = await requireUser(c);
      const profile = await updateProfile(c.var.db, user.id, c.req.valid("json"));
      return c.json({ profile });
    })
    .post("/profile/picture", multipartOnly, pictureBodyLimit, async (c) => {
      const user = await requireUser(c);
      const bytes = await readPicture(c, "picture");
      const profile = await setProfilePicture(deps(c), user.id, bytes);
      return c.json({ profile });
    })
    .delete("/profile/picture", async (c) => {
      const user = await requireUser(c);
      return c.json({ profile: await removeProfilePicture(deps(c), user.id) });
    });
}

const deps = (c: { var: AppEnv["Variables"] }) => ({
  db: c.var.db,
  storage: c.var.storage,
  logger: c.var.logger,
});
