import { apiError, notFound } from "@tests/support/msw/respond";
import { HttpResponse, http } from "msw";
import type { LedgerLineView, UpiClaimView } from "@/shared/payments/types";
import { ledgerLine } from "@/web/features/payments-admin/testing/payment-fixtures";

/** What the admin payments screen reads and changes: `lines` newest first, `claims` to match. */
export interface PaymentsState {
  lines: LedgerLineView[];
  claims: UpiClaimView[];
  limit?: number;
}

const istDate = (iso: string) =>
  new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The ledger filters as the server applies them (dates are days in India). */
function matches(line: LedgerLineView, params: URLSearchParams) {
  const q = params.get("q")?.toLowerCase();
  const day = istDate(line.createdAt);
  return (
    (!params.get("kind") || line.kind === params.get("kind")) &&
    (!params.get("state") || line.state === params.get("state")) &&
    (!params.get("provider") || line.provider === params.get("provider")) &&
    (!params.get("from") || day >= (params.get("from") ?? "")) &&
    (!params.get("to") || day <= (params.get("to") ?? "")) &&
    (!q ||
      [
        line.traveller.name,
        line.traveller.email,
        line.providerPaymentId,
        line.providerRefundId ?? "",
        line.documentNumber ?? "",
        line.bookingId,
      ].some((text) => text.toLowerCase().includes(q)))
  );
}

/** Paid and not yet refunded (failed refunds gave nothing back), as the refund check counts it. */
function netPaidPaise(lines: LedgerLineView[], bookingId: string) {
  return lines
    .filter((l) => l.bookingId === bookingId)
    .reduce(
      (sum, l) =>
        l.kind === "charge"
          ? sum + l.amountPaise
          : l.state === "failed"
            ? sum
            : sum - l.amountPaise,
      0,
    );
}

let nextId = 1;

export const payments = {
  /** The admin's payments over `state`: refunds, UPI matches and bank transfers change it. */
  admin: (state: PaymentsState) => [
    http.get("/api/admin/payments", ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({
        lines: state.lines.filter((line) => matches(line, params)),
        claims: state.claims,
        limit: state.limit ?? 500,
      });
    }),
    http.post("/api/admin/payments/bookings/:id/refund", async ({ request, params }) => {
      const charge = state.lines.find((l) => l.bookingId === params.id && l.kind === "charge");
      if (!charge) return notFound();
      const { amount, reason } = (await request.json()) as { amount: number; reason: string };
      const amountPaise = Math.round(amount * 100);
      const net = netPaidPaise(state.lines, charge.bookingId);
      if (amountPaise > net) {
        return apiError(
          422,
          "REFUND_TOO_LARGE",
          `A refund cannot be larger than what is paid and not yet refunded (${net / 100} rupees).`,
          { amount: "The refund is larger than what was paid." },
        );
      }
      const id = `refund-${nextId++}`;
      state.lines.unshift({
        ...charge,
        id,
        kind: "refund",
        state: charge.provider === "upi" ? "requested" : "initiated",
        amountPaise,
        providerRefundId: charge.provider === "upi" ? null : `rfnd_${id}`,
        documentNumber: null,
        reason,
        createdAt: "2025-08-05T10:00:00.000Z",
      });
      return HttpResponse.json({ booking: { id: charge.bookingId } });
    }),
    http.post("/api/admin/payments/upi/:orderId/confirm", async ({ request, params }) => {
      const claim = state.claims.find((c) => c.orderId === params.orderId);
      if (!claim) {
        return apiError(409, "NOT_CLAIMED", "Nobody has reported paying this UPI request.");
      }
      const { utr } = (await request.json()) as { utr: string };
      if (utr !== claim.utr) {
        return apiError(422, "UTR_MISMATCH", "This UTR is not the one the payer gave.", {
          utr: "This UTR is not the one the payer gave.",
        });
      }
      state.claims = state.claims.filter((c) => c !== claim);
      state.lines.unshift(
        ledgerLine(`upi-${claim.orderId}`, {
          bookingId: claim.bookingId,
          amountPaise: claim.amountPaise,
          provider: "upi",
          providerPaymentId: utr,
          method: "upi",
          traveller: claim.traveller,
          packageName: claim.packageName,
          createdAt: "2025-08-05T10:00:00.000Z",
        }),
      );
      return HttpResponse.json({ outcome: "captured" });
    }),
    http.post("/api/admin/payments/upi/:orderId/reject", ({ params }) => {
      const claim = state.claims.find((c) => c.orderId === params.orderId);
      if (!claim) return notFound();
      state.claims = state.claims.filter((c) => c !== claim);
      return HttpResponse.json({ outcome: "rejected" });
    }),
    http.post("/api/admin/payments/refunds/:id/paid", async ({ request, params }) => {
      const index = state.lines.findIndex((l) => l.id === params.id && l.kind === "refund");
      if (index < 0) return notFound();
      const line = state.lines[index];
      if (line.state === "processed" || line.state === "failed") {
        return apiError(409, "REFUND_SETTLED", `This refund is already ${line.state}.`);
      }
      const { reference } = (await request.json()) as { reference: string };
      state.lines[index] = { ...line, state: "processed", providerRefundId: reference };
      return HttpResponse.json({ outcome: "processed" });
    }),
  ],
};
