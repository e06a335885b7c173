import { Hono } from "hono";
import { z } from "zod";
import { paymentDeps } from "@/server/features/payments/payments.routes";
import { requestLanguage } from "@/server/http/language";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import {
  availabilityInput,
  availableDatesQuery,
  availableGuidesQuery,
  createBookingInput,
  dashboardBookingsQuery,
  reviewInput,
} from "@/shared/bookings/schema";
import * as availability from "./availability.service";
import * as service from "./bookings.service";

const bookingParams = z.object({ id: z.uuid("Unknown booking") });

const deps = paymentDeps;

export function bookingsRoutes() {
  return new Hono<AppEnv>()
    .get("/bookings/available-guides", validate("query", availableGuidesQuery), async (c) =>
      c.json({
        guides: await availability.availableGuides(
          c.var.db,
          c.req.valid("query"),
          requestLanguage(c),
        ),
      }),
    )
    .get("/bookings/available-dates", validate("query", availableDatesQuery), async (c) =>
      c.json(await availability.availableDates(c.var.db, c.req.valid("query"))),
    )
    .post("/bookings", validate("json", createBookingInput), async (c) => {
      const actor = await requireUser(c);
      const { booking, created } = await service.createBooking(deps(c), actor, c.req.valid("json"));
      return c.json({ booking }, created ? 201 : 200);
    })
    .get("/bookings/mine", async (c) => {
      const actor = await requireUser(c);
      return c.json({ bookings: await service.myBookings(c.var.db, actor) });
    })
    .get("/bookings/:id/cancellation", validate("param", bookingParams), async (c) => {
      const actor = await requireUser(c);
      return c.json({
        quote: await service.quoteCancellation(deps(c), actor, c.req.valid("param").id),
      });
    })
    .post("/bookings/:id/cancel", validate("param", bookingParams), async (c) => {
      const actor = await requireUser(c);
      return c.json({
        booking: await service.cancelBooking(deps(c), actor, c.req.valid("param").id),
      });
    })
    .post("/bookings/:id/accept", validate("param", bookingParams), async (c) => {
      const actor = await requireUser(c);
      return c.json({
        booking: await service.decideBooking(deps(c), actor, c.req.valid("param").id, "accept"),
      });
    })
    .post("/bookings/:id/reject", validate("param", bookingParams), async (c) => {
      const actor = await requireUser(c);
      return c.json({
        booking: await service.decideBooking(deps(c), actor, c.req.valid("param").id, "reject"),
      });
    })
    .post(
      "/bookings/:id/review",
      validate("param", bookingParams),
      validate("json", reviewInput),
      async (c) => {
        const actor = await requireUser(c);
        const review = await service.reviewBooking(
          deps(c),
          actor,
          c.req.valid("param").id,
          c.req.valid("json"),
        );
        return c.json({ review }, 201);
      },
    )
    .get("/dashboard", async (c) => {
      const actor = await requireUser(c);
      return c.json(await service.dashboardInfo(c.var.db, actor));
    })
    .put("/dashboard/availability", validate("json", availabilityInput), async (c) => {
      const actor = await requireUser(c);
      return c.json(
        await service.setAvailability(c.var.db, actor, c.req.valid("json").isAvailable),
      );
    })
    .get("/dashboard/bookings", validate("query", dashboardBookingsQuery), async (c) => {
      const actor = await requireUser(c);
      return c.json(await service.dashboardBookings(c.var.db, actor, c.req.valid("query")));
    });
}
