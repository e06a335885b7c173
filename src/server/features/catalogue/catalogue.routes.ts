import { Hono } from "hono";
import { AppError } from "@/server/http/errors";
import { languageHeaders, requestLanguage } from "@/server/http/language";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { ERROR_CODES } from "@/shared/api-error";
import { packageSearchQuery } from "@/shared/catalogue/package-search-schema";
import { parsePackageId } from "@/shared/catalogue/rules";
import { destinationSearchQuery } from "@/shared/catalogue/search-schema";
import { destinationPage, packageDetail, packagePage } from "./catalogue.service";

export function catalogueRoutes() {
  // No route answers the whole catalogue: every list is searched and paged (issue 13).
  return new Hono<AppEnv>()
    .get("/destinations/search", validate("query", destinationSearchQuery), async (c) => {
      const query = c.req.valid("query");
      const language = requestLanguage(c);
      languageHeaders(c, language);
      const answer = async () => {
        const { body, total } = await destinationPage(c.var.db, query, language);
        return `{"destinations":${body},"total":${total}}`;
      };
      // The same for everyone unless it depends on today's calendars (search by date).
      const { body, etag } = query.startDate
        ? { body: await answer(), etag: null }
        : await c.var.catalogueCache.get(
            `destinations:${language}:${JSON.stringify(query)}`,
            answer,
          );
      if (etag && c.req.header("If-None-Match") === etag) return c.body(null, 304, { ETag: etag });
      return c.body(body, 200, {
        "Content-Type": "application/json",
        ...(etag ? { ETag: etag, "Cache-Control": "no-cache" } : {}),
      });
    })
    .get("/packages/search", validate("query", packageSearchQuery), async (c) => {
      const query = c.req.valid("query");
      const language = requestLanguage(c);
      languageHeaders(c, language);
      const answer = async () => JSON.stringify(await packagePage(c.var.db, query, language));
      // The same for everyone unless it depends on today's calendars (search by date).
      const { body, etag } = query.startDate
        ? { body: await answer(), etag: null }
        : await c.var.catalogueCache.get(`packages:${language}:${JSON.stringify(query)}`, answer);
      if (etag && c.req.header("If-None-Match") === etag) return c.body(null, 304, { ETag: etag });
      return c.body(body, 200, {
        "Content-Type": "application/json",
        ...(etag ? { ETag: etag, "Cache-Control": "no-cache" } : {}),
      });
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
      const language = requestLanguage(c);
      languageHeaders(c, language);
      return c.json({ package: await packageDetail(c.var.db, srNo, { language }) });
    });
}
