import { type Context, Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import {
  adminRefundInput,
  checkoutInput,
  ledgerQuery,
  refundPaidInput,
  testPayInput,
  upiClaimInput,
  upiConfirmInput,
  verifyReturnInput,
} from "@/shared/payments/schema";
import * as service from "./payments.service";
import * as admin from "./payments-admin.service";

const bookingParams = z.object({ id: z.uuid("Unknown booking") });
const orderParams = z.object({ orderId: z.uuid("Unknown payment") });
const refundParams = z.object({ id: z.uuid("Unknown refund") });
const documentQuery = z.object({
  number: z
    .string("Unknown document")
    .regex(/^(INV|CN)\/\d{2}-\d{2}\/\d{5,8}$/, "Unknown document"),
});

export function paymentDeps(c: { var: AppEnv["Variables"] }): service.PaymentDeps {
  return {
    db: c.var.db,
    mailer: c.var.mailer,
    logger: c.var.logger,
    publicUrl: c.var.config.publicUrl,
    companyEmail: c.var.config.companyEmail,
    provider: c.var.payments.provider,
    config: c.var.config.payments,
  };
}

const pdf = (c: Context<AppEnv>, file: { name: string; bytes: Buffer }) =>
  c.body(new Uint8Array(file.bytes), 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${file.name}"`,
    "cache-control": "private, no-store",
  });

/** The traveller's side and the provider's: checkout, the return from it, webhooks, documents. */
export function paymentsRoutes() {
  return new Hono<AppEnv>()
    .post(
      "/bookings/:id/checkout",
      validate("param", bookingParams),
      validate("json", checkoutInput),
      async (c) => {
        const actor = await requireUser(c);
        const { method, gstin, businessName } = c.req.valid("json");
        return c.json({
          checkout: await service.startCheckout(
            paymentDeps(c),
            actor,
            c.req.valid("param").id,
            { gstin: gstin || undefined, businessName },
            method,
          ),
        });
      },
    )
    .post(
      "/bookings/:id/upi-claim",
      validate("param", bookingParams),
      validate("json", upiClaimInput),
      async (c) => {
        const actor = await requireUser(c);
        return c.json({
          booking: await admin.claimUpiPayment(
            paymentDeps(c),
            actor,
            c.req.valid("param").id,
            c.req.valid("json").utr,
          ),
        });
      },
    )
    .get("/payments/options", (c) => c.json(service.paymentOptions(paymentDeps(c))))
    .post("/payments/verify", validate("json", verifyReturnInput), async (c) => {
      const actor = await requireUser(c);
      const body = c.req.valid("json");
      return c.json({
        booking: await service.verifyReturn(paymentDeps(c), actor, {
          orderId: body.razorpay_order_id,
          paymentId: body.razorpay_payment_id,
          signature: body.razorpay_signature,
        }),
      });
    })
    .post(
      "/payments/test-checkout/:orderId",
      validate("param", orderParams),
      validate("json", testPayInput),
      async (c) => {
        const actor = await requireUser(c);
        return c.json(
          await admin.payInTestMode(
            paymentDeps(c),
            c.var.payments.testGateway,
            actor,
            c.req.valid("param").orderId,
            c.req.valid("json").outcome,
          ),
        );
      },
    )
    .post("/payments/webhook", async (c) => {
      const result = await service.receiveWebhook(paymentDeps(c), {
        rawBody: await c.req.text(),
        signature: c.req.header("x-razorpay-signature"),
        eventId: c.req.header("x-razorpay-event-id"),
      });
      return c.json(result);
    })
    .get("/payments/documents", validate("query", documentQuery), async (c) => {
      const actor = await requireUser(c);
      return pdf(c, await admin.documentFor(paymentDeps(c), actor, c.req.valid("query").number));
    });
}

/** The admin console's payments: the ledger, refunds by hand, UPI transfers to match, CSV. */
export function adminPaymentsRoutes() {
  return new Hono<AppEnv>()
    .get("/", validate("query", ledgerQuery), async (c) => {
      await requireAdmin(c);
      return c.json(await admin.ledgerPage(c.var.db, c.req.valid("query")));
    })
    .get("/export.csv", validate("query", ledgerQuery), async (c) => {
      await requireAdmin(c);
      const csv = await admin.ledgerCsv(c.var.db, c.req.valid("query"));
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="payments.csv"`,
        "cache-control": "private, no-store",
      });
    })
    .post(
      "/bookings/:id/refund",
      validate("param", bookingParams),
      validate("json", adminRefundInput),
      async (c) => {
        const actor = await requireAdmin(c);
        return c.json({
          booking: await admin.refundByHand(
            paymentDeps(c),
            actor,
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        });
      },
    )
    .post(
      "/upi/:orderId/confirm",
      validate("param", orderParams),
      validate("json", upiConfirmInput),
      async (c) => {
        const actor = await requireAdmin(c);
        return c.json(
          await admin.confirmUpiClaim(
            paymentDeps(c),
            actor,
            c.req.valid("param").orderId,
            c.req.valid("json").utr,
          ),
        );
      },
    )
    .post("/upi/:orderId/reject", validate("param", orderParams), async (c) => {
      const actor = await requireAdmin(c);
      return c.json(
        await admin.rejectUpiClaim(paymentDeps(c), actor, c.req.valid("param").orderId),
      );
    })
    .post(
      "/refunds/:id/paid",
      validate("param", refundParams),
      validate("json", refundPaidInput),
      async (c) => {
        const actor = await requireAdmin(c);
        return c.json(
          await admin.markRefundPaid(
            paymentDeps(c),
            actor,
            c.req.valid("param").id,
            c.req.valid("json").reference,
          ),
        );
      },
    );
}
