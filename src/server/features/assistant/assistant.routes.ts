import { Hono } from "hono";
import { languageHeaders, requestLanguage } from "@/server/http/language";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { assistantRequest } from "@/shared/assistant/schema";
import { recommendTrip } from "./assistant.service";
import type { AiProvider } from "./provider";

export function assistantRoutes(provider: AiProvider | undefined) {
  return new Hono<AppEnv>().post(
    "/assistant/recommendations",
    validate("json", assistantRequest),
    async (c) => {
      await requireUser(c);
      const language = requestLanguage(c);
      const answer = await recommendTrip(
        { db: c.var.db, provider, cache: c.var.catalogueCache },
        c.req.valid("json").prompt,
        { language },
      );
      languageHeaders(c, language);
      return c.json(answer);
    },
  );
}
