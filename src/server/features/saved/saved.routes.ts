import { Hono } from "hono";
import { languageHeaders, requestLanguage } from "@/server/http/language";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { savedPlaceParams } from "@/shared/saved/schema";
import * as service from "./saved.service";

/** A traveller's saved destinations and packages (issue 16): /api/saved, signed in only. */
export function savedRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await requireUser(c);
      return next();
    })
    .get("/", async (c) => {
      const user = await requireUser(c);
      const language = requestLanguage(c);
      languageHeaders(c, language);
      c.header("Cache-Control", "private, no-store");
      return c.json({ saved: await service.listSaved(c.var.db, user.id, language) });
    })
    .put("/:kind/:srNo", validate("param", savedPlaceParams), async (c) => {
      const user = await requireUser(c);
      await service.savePlace(c.var.db, user.id, c.req.valid("param"));
      return c.json({ saved: true });
    })
    .delete("/:kind/:srNo", validate("param", savedPlaceParams), async (c) => {
      const user = await requireUser(c);
      await service.removePlace(c.var.db, user.id, c.req.valid("param"));
      return c.json({ saved: false });
    });
}
