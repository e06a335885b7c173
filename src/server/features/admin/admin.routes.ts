import { Hono } from "hono";
import type { AppEnv } from "../../http/types";

/** The admin console's API (/api/admin/*); every route checks requireAdmin. */
export function adminRoutes() {
  return new Hono<AppEnv>();
}
