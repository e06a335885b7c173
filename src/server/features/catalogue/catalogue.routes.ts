import { Hono } from "hono";
import { AppError, notFound } from "@/server/http/errors";
import type { AppEnv } from "@/server/http/types";
import { ERROR_CODES } from "@/shared/api-error";
import { parsePackageId } from "@/shared/catalogue/rules";
import { destinationsJson, findPackageBySrNo, listPackages } from "./catalogue.repo";
import { toPackageDetail, toPackageSummary } from "./catalogue.service";

export function catalogueRoutes() {
  return new Hono<AppEnv>()
    .get("/destinations", async (c) => {
      const { body, tag } = await destinationsJson(c.var.db);
      const etag = `W/"${tag}"`;
      if (c.req.header("If-None-Match") === etag) return c.body(null, 304, { ETag: etag });
      return c.body(`{"destinations":${body}}`, 200, {
        "Content-Type": "application/json",
        ETag: etag,
      });
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
