import type { LedgerLine } from "@/shared/payments/types";
import type { LedgerRow } from "./payments.repo";

/** A row of the payments ledger as the console shows it. */
export const ledgerLineOf = (l: LedgerRow): LedgerLine => ({
  id: l.id,
  kind: l.kind as LedgerLine["kind"],
  state: l.state,
  amountPaise: l.amountPaise,
  provider: l.provider,
  providerPaymentId: l.providerPaymentId,
  providerRefundId: l.providerRefundId,
  method: l.method,
  documentNumber: l.documentNumber,
  reason: l.reason,
  lastError: l.lastError,
  createdAt: l.createdAt.toISOString(),
});
