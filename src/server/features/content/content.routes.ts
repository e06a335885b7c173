import { type Context, Hono } from "hono";
import { languageHeaders, requestLanguage } from "@/server/http/language";
import { requireAdmin } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import {
  contentParams,
  destinationInput,
  destinationListQuery,
  packageInput,
  packageListQuery,
} from "@/shared/content/schema";
import type { ContentDeps } from "./content-checks";
import * as destinations from "./content-destinations.service";
import * as packages from "./content-packages.service";

/** The acting admin, checked again per route so no handler can run without one. */
const asAdmin = async (c: Context<AppEnv>): Promise<ContentDeps> => ({
  db: c.var.db,
  actorId: (await requireAdmin(c)).id,
});

/** The catalogue's destinations and packages, kept by admins (/api/admin/destinations, /packages). */
export function contentRoutes() {
  return (
    new Hono<AppEnv>()
      // Before any validation, so nobody but an admin learns anything from these routes.
      .use(async (c, next) => {
        await requireAdmin(c);
        return next();
      })
      .get("/destinations", validate("query", destinationListQuery), async (c) => {
        await asAdmin(c);
        return c.json(await destinations.listDestinations(c.var.db, c.req.valid("query")));
      })
      .post("/destinations", validate("json", destinationInput), async (c) => {
        const deps = await asAdmin(c);
        const destination = await destinations.createDestination(deps, c.req.valid("json"));
        return c.json({ destination }, 201);
      })
      .get("/destinations/:srNo", validate("param", contentParams), async (c) => {
        await asAdmin(c);
        const { srNo } = c.req.valid("param");
        return c.json({ destination: await destinations.getDestination(c.var.db, srNo) });
      })
      .put(
        "/destinations/:srNo",
        validate("param", contentParams),
        validate("json", destinationInput),
        async (c) => {
          const deps = await asAdmin(c);
          const { srNo } = c.req.valid("param");
          const destination = await destinations.updateDestination(deps, srNo, c.req.valid("json"));
          return c.json({ destination });
        },
      )
      .delete("/destinations/:srNo", validate("param", contentParams), async (c) => {
        const deps = await asAdmin(c);
        await destinations.deleteDestination(deps, c.req.valid("param").srNo);
        return c.json({ deleted: true });
      })
      .get("/destinations/:srNo/preview", validate("param", contentParams), async (c) => {
        await asAdmin(c);
        const { srNo } = c.req.valid("param");
        const language = requestLanguage(c);
        languageHeaders(c, language);
        return c.json(await destinations.previewDestination(c.var.db, srNo, language));
      })
      .get("/packages", validate("query", packageListQuery), async (c) => {
        await asAdmin(c);
        return c.json(await packages.listPackages(c.var.db, c.req.valid("query")));
      })
      .post("/packages", validate("json", packageInput), async (c) => {
        const deps = await asAdmin(c);
        return c.json({ package: await packages.createPackage(deps, c.req.valid("json")) }, 201);
      })
      .get("/packages/:srNo", validate("param", contentParams), async (c) => {
        await asAdmin(c);
        const { srNo } = c.req.valid("param");
        return c.json({ package: await packages.getPackage(c.var.db, srNo) });
      })
      .put(
        "/packages/:srNo",
        validate("param", contentParams),
        validate("json", packageInput),
        async (c) => {
          const deps = await asAdmin(c);
          const { srNo } = c.req.valid("param");
          return c.json({ package: await packages.updatePackage(deps, srNo, c.req.valid("json")) });
        },
      )
      .delete("/packages/:srNo", validate("param", contentParams), async (c) => {
        const deps = await asAdmin(c);
        await packages.deletePackage(deps, c.req.valid("param").srNo);
        return c.json({ deleted: true });
      })
      .get("/packages/:srNo/preview", validate("param", contentParams), async (c) => {
        await asAdmin(c);
        const { srNo } = c.req.valid("param");
        const language = requestLanguage(c);
        languageHeaders(c, language);
        return c.json(await packages.previewPackage(c.var.db, srNo, language));
      })
      .post("/destinations/:srNo/publish", validate("param", contentParams), async (c) => {
        const deps = await asAdmin(c);
        const { srNo } = c.req.valid("param");
        return c.json({
          destination: await destinations.changeDestinationStatus(deps, srNo, "publish"),
        });
      })
      .post("/destinations/:srNo/unpublish", validate("param", contentParams), async (c) => {
        const deps = await asAdmin(c);
        const { srNo } = c.req.valid("param");
        return c.json({
          destination: await destinations.changeDestinationStatus(deps, srNo, "unpublish"),
        });
      })
      .post("/destinations/:srNo/archive", validate("param", contentParams), async (c) => {
        const deps = await asAdmin(c);
        const { srNo } = c.req.valid("param");
        return c.json({
          destination: await destinations.changeDestinationStatus(deps, srNo, "archive"),
        });
      })
      .post("/packages/:srNo/publish", validate("param", contentParams), async (c) => {
        const deps = await asAdmin(c);
        const { srNo } = c.req.valid("param");
        return c.json({ package: await packages.changePackageStatus(deps, srNo, "publish") });
      })
      .post("/packages/:srNo/unpublish", validate("param", contentParams), async (c) => {
        const deps = await asAdmin(c);
        const { srNo } = c.req.valid("param");
        return c.json({ package: await packages.changePackageStatus(deps, srNo, "unpublish") });
      })
      .post("/packages/:srNo/archive", validate("param", contentParams), async (c) => {
        const deps = await asAdmin(c);
        const { srNo } = c.req.valid("param");
        return c.json({ package: await packages.changePackageStatus(deps, srNo, "archive") });
      })
  );
}
