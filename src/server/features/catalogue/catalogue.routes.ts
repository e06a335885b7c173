import { Hono } from "hono";
import { etag } from "hono/etag";
import { ERROR_CODES } from "../../../shared/api-error";
import { parsePackageId } from "../../../shared/catalogue/package-id";
import { AppError, notFound } from "../../http/errors";
import type { AppEnv } from "../../http/types";
import { destinationsJson, findPackageBySrNo, listPackages } from "./catalogue.repo";
import { toPackageDetail, toPackageSummary } from "./catalogue.service";

export function catalogueRoutes() {
  return new Hono<AppEnv>()
    .use(etag({ weak: true }))
    .get("/destinations", async (c) => {
      const list = await destinationsJson(c.var.db);
      return c.body(`{"destinations":${list}}`, 200, { "Content-Type": "application/json" });
    })
    .get("/packages", async (c) => {
      const rows = await listPackages(c.var.db);
      return c.json({ packages: rows.map(toPackageSummary) });
    })
    .get("/packages/:id", async (c) => {
      const srNo = parsePackageId(c.req.param("id"));
      if (srNo === null) {
        throw new AppError(
          400,
          ERROR_CODES.badRequest,
          "A package id looks like dest_1: 'dest_' followed by the destination number.",
        );
      }
      const row = await findPackageBySrNo(c.var.db, srNo);
      if (!row) throw notFound("Package");
      return c.json({ package: toPackageDetail(row) });
    });
}
