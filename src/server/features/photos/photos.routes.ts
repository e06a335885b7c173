import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { requireAdmin } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { photoBodyLimit, photoMultipartOnly, readPhoto } from "./photo-upload";
import * as service from "./photos.service";

/** Who may upload is known from the cookie alone: checked before the body is read. */
const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  await requireAdmin(c);
  await next();
});

/** Catalogue photos (/api/admin/photos): admins upload; the answer is the photo's view. */
export function photosRoutes() {
  return new Hono<AppEnv>().post(
    "/photos",
    adminOnly,
    photoMultipartOnly,
    photoBodyLimit,
    async (c) => {
      const admin = await requireAdmin(c);
      const photo = await service.uploadCataloguePhoto(
        { db: c.var.db, storage: c.var.storage, logger: c.var.logger },
        admin.id,
        await readPhoto(c),
      );
      return c.json({ photo }, 201);
    },
  );
}
