import { Hono } from "hono";
import {
  photoBodyLimit,
  photoMultipartOnly,
  readPhoto,
} from "@/server/features/photos/photo-upload";
import { requestLanguage } from "@/server/http/language";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { guideProfileInput } from "@/shared/guides/profile-schema";
import * as service from "./guide-profile.service";

const deps = (c: { var: AppEnv["Variables"] }): service.GuideProfileDeps => ({
  db: c.var.db,
  storage: c.var.storage,
  logger: c.var.logger,
});

/** A guide's own profile; the guide is the session's, never an id from the request. */
export function guideProfileRoutes() {
  return new Hono<AppEnv>()
    .get("/guide-profile", async (c) => {
      const actor = await requireUser(c);
      return c.json({ profile: await service.ownProfile(c.var.db, actor, requestLanguage(c)) });
    })
    .put("/guide-profile", validate("json", guideProfileInput), async (c) => {
      const actor = await requireUser(c);
      return c.json({
        profile: await service.updateOwnProfile(
          c.var.db,
          actor,
          c.req.valid("json"),
          requestLanguage(c),
        ),
      });
    })
    .post("/guide-profile/photo", photoMultipartOnly, photoBodyLimit, async (c) => {
      const actor = await requireUser(c);
      const bytes = await readPhoto(c);
      return c.json({
        profile: await service.setOwnPhoto(deps(c), actor, bytes, requestLanguage(c)),
      });
    })
    .delete("/guide-profile/photo", async (c) => {
      const actor = await requireUser(c);
      return c.json({
        profile: await service.removeOwnPhoto(deps(c), actor, requestLanguage(c)),
      });
    });
}
