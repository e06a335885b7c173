import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { bodyLimit } from "@/server/http/body-limit";
import { AppError } from "@/server/http/errors";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { ERROR_CODES } from "@/shared/api-error";
import { PROFILE_PICTURE_MAX_BYTES, updateProfileInput } from "@/shared/profile/schema";
import {
  readProfile,
  removeProfilePicture,
  setProfilePicture,
  updateProfile,
} from "./profile.service";
import { pictureMissing, pictureTooLarge } from "./profile-picture";

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Signed-out requests are refused before their body is read or validated. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  await requireUser(c);
  await next();
});

/** A picture comes as a form upload; any other body is refused before it is read. */
const multipartOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError(
      415,
      ERROR_CODES.unsupportedMediaType,
      "Please send the picture as a form upload (multipart/form-data).",
    );
  }
  await next();
});

const pictureBodyLimit = bodyLimit(
  PROFILE_PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
  pictureTooLarge,
);

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
      let body: Record<string, unknown>;
      try {
        body = await c.req.parseBody();
      } catch {
        throw new AppError(
          400,
          ERROR_CODES.badRequest,
          "The upload could not be read. Please choose the picture again.",
        );
      }
      const file = body.picture;
      if (!(file instanceof File)) throw pictureMissing();
      if (file.size > PROFILE_PICTURE_MAX_BYTES) throw pictureTooLarge();
      const bytes = Buffer.from(await file.arrayBuffer());
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
