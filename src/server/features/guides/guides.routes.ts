import { Hono } from "hono";
import { z } from "zod";
import { languageHeaders, requestLanguage } from "@/server/http/language";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { todayInIndia } from "@/shared/dates";
import { guideSearchQuery } from "@/shared/guides/search-schema";
import { getGuide, guideLanguageOptions, guidePage } from "./guides.service";

const guideParams = z.object({
  sno: z.coerce.number("A guide number is a whole number").int().positive().max(2_147_483_647),
});

export function guidesRoutes() {
  return new Hono<AppEnv>()
    .get("/guides/search", validate("query", guideSearchQuery), async (c) => {
      const query = c.req.valid("query");
      const { db, catalogueCache: cache } = c.var;
      const language = requestLanguage(c);
      languageHeaders(c, language);
      // The licence badge and filter change with India's date: so does the key.
      const today = todayInIndia();
      const { body, etag } = await cache.get(
        `guides:${language}:${today}:${JSON.stringify(query)}`,
        async () => {
          const languages = await cache.get("guides:languages", async () =>
            JSON.stringify(await guideLanguageOptions(db)),
          );
          const { guides, total } = await guidePage(db, query, today, language);
          return `{"guides":${JSON.stringify(guides)},"total":${total},"languages":${languages.body}}`;
        },
      );
      if (c.req.header("If-None-Match") === etag) return c.body(null, 304, { ETag: etag });
      return c.body(body, 200, {
        "Content-Type": "application/json",
        ETag: etag,
        "Cache-Control": "no-cache",
      });
    })
    .get("/guides/:sno", validate("param", guideParams), async (c) => {
      const language = requestLanguage(c);
      languageHeaders(c, language);
      return c.json({ guide: await getGuide(c.var.db, c.req.valid("param").sno, language) });
    });
}
