import { Hono } from "hono";
import { z } from "zod";
import { paymentDeps } from "@/server/features/payments/payments.routes";
import { requireAdmin } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import {
  adminBookingsQuery,
  adminCancelInput,
  adminGuideOptionsQuery,
} from "@/shared/admin-bookings/schema";
import * as service from "./admin-bookings.service";

const bookingParams = z.object({ id: z.uuid("Unknown booking") });

/** Every booking, for admins (/api/admin/bookings): the list, one booking's story, cancelling. */
export function adminBookingsRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await requireAdmin(c);
      return next();
    })
    .get("/", validate("query", adminBookingsQuery), async (c) =>
      c.json(await service.listBookings(c.var.db, c.req.valid("query"))),
    )
    .get("/guides", validate("query", adminGuideOptionsQuery), async (c) =>
      c.json({ guides: await service.guideChoices(c.var.db, c.req.valid("query").q) }),
    )
    .get("/:id", validate("param", bookingParams), async (c) =>
      c.json(await service.bookingDetail(c.var.db, c.req.valid("param").id)),
    )
    .post(
      "/:id/cancel",
      validate("param", bookingParams),
      validate("json", adminCancelInput),
      async (c) => {
        const admin = await requireAdmin(c);
        return c.json(
          await service.cancelForTraveller(
            paymentDeps(c),
            admin,
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        );
      },
    );
}
