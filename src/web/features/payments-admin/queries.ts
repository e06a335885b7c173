import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isCalendarDate } from "@/shared/dates";
import type { AdminRefundInput, LedgerQuery } from "@/shared/payments/schema";
import type { LedgerLineView, UpiClaimView } from "@/shared/payments/types";
import { api } from "@/web/lib/api";
import { bookingKeys } from "@/web/lib/query-keys";

/** The filters as the form holds them: "" means "any". */
export interface PaymentFilters {
  kind: "" | NonNullable<LedgerQuery["kind"]>;
  state: "" | NonNullable<LedgerQuery["state"]>;
  provider: "" | NonNullable<LedgerQuery["provider"]>;
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: PaymentFilters = {
  kind: "",
  state: "",
  provider: "",
  from: "",
  to: "",
  q: "",
};

export interface PaymentsPage {
  lines: LedgerLineView[];
  claims: UpiClaimView[];
  /** The most lines the list shows; the CSV export has them all. */
  limit: number;
}

export const paymentKeys = {
  all: ["admin", "payments"] as const,
  list: (filters: PaymentFilters) => ["admin", "payments", "list", filters] as const,
};

/**
 * The query string of the list and of its CSV export. Empty filters are left out, and so is a
 * half-typed date, which the server would refuse.
 */
export function ledgerSearch(filters: PaymentFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.state) params.set("state", filters.state);
  if (filters.provider) params.set("provider", filters.provider);
  if (isCalendarDate(filters.from)) params.set("from", filters.from);
  if (isCalendarDate(filters.to)) params.set("to", filters.to);
  const q = filters.q.trim();
  if (q) params.set("q", q);
  return params.toString();
}

const withSearch = (path: string, filters: PaymentFilters) => {
  const search = ledgerSearch(filters);
  return search ? `${path}?${search}` : path;
};

export const paymentsCsvPath = (filters: PaymentFilters) =>
  withSearch("/api/admin/payments/export.csv", filters);

/** The ledger for the filters: the section's query, and its first data. */
export function paymentsQuery(filters: PaymentFilters) {
  return {
    queryKey: paymentKeys.list(filters),
    queryFn: () => api.get<PaymentsPage>(withSearch("/api/admin/payments", filters)),
  };
}

export function usePayments(filters: PaymentFilters) {
  return useQuery({ ...paymentsQuery(filters), placeholderData: keepPreviousData });
}

/** Money moved: the ledger, the claims and every booking list (their payment state) refresh. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    ]);
}

export function useRefundBooking(bookingId: string) {
  const onSuccess = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (input: AdminRefundInput) =>
      api.post<unknown>(
        `/api/admin/payments/bookings/${encodeURIComponent(bookingId)}/refund`,
        input,
      ),
    onSuccess,
  });
}

export function useMarkRefundPaid(refundId: string) {
  const onSuccess = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (reference: string) =>
      api.post<{ outcome: string }>(
        `/api/admin/payments/refunds/${encodeURIComponent(refundId)}/paid`,
        { reference },
      ),
    onSuccess,
  });
}

/** Matching a payer's UPI claim with the bank statement, or sending it back as not received. */
export function useUpiClaimDecisions(orderId: string) {
  const onSuccess = useRefreshAfterPayment();
  const path = (action: string) =>
    `/api/admin/payments/upi/${encodeURIComponent(orderId)}/${action}`;
  return {
    confirm: useMutation({
      mutationFn: (utr: string) => api.post<{ outcome: string }>(path("confirm"), { utr }),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: () => api.post<{ outcome: string }>(path("reject"), {}),
      onSuccess,
    }),
  };
}
