import { type FormEvent, useEffect, useMemo, useState } from "react";
import type { BookingStatus } from "@/shared/bookings/rules";
import { documentPath } from "@/shared/payments/documents";
import { upiConfirmInput } from "@/shared/payments/schema";
import type { LedgerLineView, UpiClaimView } from "@/shared/payments/types";
import { Alert } from "@/web/components/ui/alert";
import {
  type BadgeTone,
  BOOKING_STATUS_LABELS,
  BookingStatusBadge,
  StateBadge,
} from "@/web/components/ui/badge";
import { Button, buttonStyles } from "@/web/components/ui/button";
import { InputField, SelectField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { type Column, Table } from "@/web/components/ui/table";
import { useToast } from "@/web/components/ui/toast";
import { formatDate, formatPaise } from "@/web/lib/format";
import { MarkRefundPaidDialog } from "./mark-refund-paid-dialog";
import {
  NO_FILTERS,
  type PaymentFilters,
  type PaymentsPage,
  paymentsCsvPath,
  usePayments,
  useUpiClaimDecisions,
} from "./queries";
import { RefundDialog } from "./refund-dialog";

export const SEARCH_DELAY_MS = 300;

const KIND_OPTIONS = [
  { value: "", label: "All" },
  { value: "charge", label: "Charges" },
  { value: "refund", label: "Refunds" },
];

const STATE_LABELS: Record<string, string> = {
  captured: "Captured",
  requested: "Requested",
  initiated: "Initiated",
  processed: "Processed",
  failed: "Failed",
};

const STATE_TONES: Record<string, BadgeTone> = {
  captured: "emerald",
  requested: "amber",
  initiated: "sky",
  processed: "emerald",
  failed: "red",
};

const STATE_OPTIONS = [
  { value: "", label: "All" },
  ...Object.entries(STATE_LABELS).map(([value, label]) => ({ value, label })),
];

const PROVIDER_LABELS: Record<string, string> = {
  razorpay: "Razorpay",
  test: "Test checkout",
  upi: "UPI transfer",
};

const PROVIDER_OPTIONS = [
  { value: "", label: "All" },
  ...Object.entries(PROVIDER_LABELS).map(([value, label]) => ({ value, label })),
];

const isBookingStatus = (status: string): status is BookingStatus =>
  Object.hasOwn(BOOKING_STATUS_LABELS, status);

/** A UPI refund is a bank transfer the company makes by hand, so an admin records it as paid. */
const awaitsBankTransfer = (line: LedgerLineView) =>
  line.kind === "refund" &&
  line.provider === "upi" &&
  (line.state === "requested" || line.state === "initiated");

/** The payments ledger with its filters and CSV export, refunds by hand and UPI claims to match. */
export function PaymentsPanel() {
  const [filters, setFilters] = useState<PaymentFilters>(NO_FILTERS);
  const [search, setSearch] = useState("");
  const [refunding, setRefunding] = useState<LedgerLineView | null>(null);
  const [markingPaid, setMarkingPaid] = useState<LedgerLineView | null>(null);
  const applied = useMemo(() => ({ ...filters, q: search.trim() }), [filters, search]);
  const payments = usePayments(applied);

  // Typing pauses before the search runs, so the list is not fetched for every letter.
  useEffect(() => {
    if (filters.q === search) return;
    const timer = setTimeout(() => setSearch(filters.q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters.q, search]);

  const set = <K extends keyof PaymentFilters>(name: K, value: PaymentFilters[K]) =>
    setFilters((current) => ({ ...current, [name]: value }));

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    setSearch(filters.q);
  };

  const lines = payments.data?.lines ?? [];

  return (
    <section aria-labelledby="admin-payments-heading" className="space-y-8">
      <h2 id="admin-payments-heading" className="sr-only">
        Payments
      </h2>

      {payments.data && <UpiClaims claims={payments.data.claims} />}

      <section aria-labelledby="admin-payments-ledger-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="admin-payments-ledger-heading" className="text-lg font-semibold text-ink">
            Payments and refunds
          </h3>
          <a
            href={paymentsCsvPath(applied)}
            download
            className={buttonStyles({ variant: "secondary", size: "sm" })}
          >
            Export CSV
          </a>
        </div>
        <form
          aria-label="Filter payments"
          onSubmit={searchNow}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          <SelectField
            label="Kind"
            value={filters.kind}
            onChange={(event) => set("kind", event.target.value as PaymentFilters["kind"])}
            options={KIND_OPTIONS}
          />
          <SelectField
            label="State"
            value={filters.state}
            onChange={(event) => set("state", event.target.value as PaymentFilters["state"])}
            options={STATE_OPTIONS}
          />
          <SelectField
            label="Provider"
            value={filters.provider}
            onChange={(event) => set("provider", event.target.value as PaymentFilters["provider"])}
            options={PROVIDER_OPTIONS}
          />
          <InputField
            label="From"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set("from", event.target.value)}
          />
          <InputField
            label="To"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set("to", event.target.value)}
          />
          <InputField
            label="Search"
            type="search"
            maxLength={100}
            hint="Traveller, email, payment or refund id, document number or booking id"
            value={filters.q}
            onChange={(event) => set("q", event.target.value)}
          />
        </form>
        <Table
          caption="Payments and refunds"
          columns={ledgerColumns(setRefunding, setMarkingPaid)}
          rows={lines}
          rowKey={(line) => line.id}
          query={payments}
          loadingText="Loading payments..."
          errorTitle="We couldn't load the payments."
          empty="No payments match these filters."
          footer={payments.data && lines.length > 0 && <LedgerCount page={payments.data} />}
        />
      </section>

      <RefundDialog charge={refunding} onClose={() => setRefunding(null)} />
      <MarkRefundPaidDialog refund={markingPaid} onClose={() => setMarkingPaid(null)} />
    </section>
  );
}

function LedgerCount({ page }: { page: PaymentsPage }) {
  const count = page.lines.length;
  return (
    <p className="text-sm text-stone-600">
      {count >= page.limit
        ? `The newest ${page.limit} lines. Narrow the filters, or export the CSV for all of them.`
        : count === 1
          ? "1 line"
          : `${count} lines`}
    </p>
  );
}

function ledgerColumns(
  onRefund: (charge: LedgerLineView) => void,
  onMarkPaid: (refund: LedgerLineView) => void,
): Column<LedgerLineView>[] {
  return [
    {
      header: "Date",
      className: "whitespace-nowrap",
      cell: (l) => formatDate(l.createdAt),
    },
    {
      header: "Kind",
      cell: (l) =>
        l.kind === "charge" ? (
          "Charge"
        ) : (
          <>
            Refund
            {l.reason && <span className="block text-xs text-stone-500">{l.reason}</span>}
          </>
        ),
    },
    {
      header: "Amount",
      className: "whitespace-nowrap font-medium text-ink",
      cell: (l) => formatPaise(l.amountPaise),
    },
    {
      header: "State",
      cell: (l) => (
        <>
          <StateBadge state={l.state} labels={STATE_LABELS} tones={STATE_TONES} size="sm" />
          {l.lastError && <span className="mt-1 block text-xs text-red-700">{l.lastError}</span>}
        </>
      ),
    },
    {
      header: "Provider",
      wide: true,
      cell: (l) => (
        <>
          {PROVIDER_LABELS[l.provider] ?? l.provider}
          {l.method && <span className="block text-xs text-stone-500">{l.method}</span>}
        </>
      ),
    },
    {
      header: "Payment / refund id",
      wide: true,
      className: "font-mono text-xs [overflow-wrap:anywhere]",
      cell: (l) =>
        l.kind === "charge" ? (
          l.providerPaymentId
        ) : (
          <>
            {l.providerRefundId ?? "Not issued yet"}
            <span className="block text-stone-500">of {l.providerPaymentId}</span>
          </>
        ),
    },
    {
      header: "Document",
      className: "whitespace-nowrap",
      cell: (l) =>
        l.documentNumber && (
          <a
            href={documentPath(l.documentNumber)}
            download
            className={buttonStyles({ variant: "link" })}
          >
            {l.documentNumber}
          </a>
        ),
    },
    {
      header: "Traveller",
      className: "[overflow-wrap:anywhere]",
      cell: (l) => (
        <>
          <span className="font-medium text-ink">{l.traveller.name}</span>
          <span className="block text-xs text-stone-500">{l.traveller.email}</span>
        </>
      ),
    },
    {
      header: "Package",
      wide: true,
      cell: (l) => (
        <>
          {l.packageName}
          <span className="block text-xs text-stone-500">
            with {l.guideName}, from {formatDate(l.startDate)}
          </span>
        </>
      ),
    },
    {
      header: "Booking",
      wide: true,
      cell: (l) =>
        isBookingStatus(l.bookingStatus) ? (
          <BookingStatusBadge status={l.bookingStatus} />
        ) : (
          l.bookingStatus
        ),
    },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right",
      cell: (l) =>
        l.kind === "charge" ? (
          <Button
            variant="danger-outline"
            size="sm"
            onClick={() => onRefund(l)}
            aria-label={`Refund ${formatPaise(l.amountPaise)} paid by ${l.traveller.name}`}
          >
            Refund
          </Button>
        ) : (
          awaitsBankTransfer(l) && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onMarkPaid(l)}
              aria-label={`Mark paid the refund of ${formatPaise(l.amountPaise)} to ${l.traveller.name}`}
            >
              Mark paid
            </Button>
          )
        ),
    },
  ];
}

function UpiClaims({ claims }: { claims: UpiClaimView[] }) {
  return (
    <section aria-labelledby="admin-upi-claims-heading" className="space-y-3">
      <h3 id="admin-upi-claims-heading" className="text-lg font-semibold text-ink">
        UPI transfers to match
      </h3>
      {claims.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-stone-600">
          No UPI transfers are waiting to be matched.
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            These travellers say they paid by a UPI app. Find each transfer on the bank statement
            and enter its UTR to confirm the payment.
          </p>
          <ul className="space-y-3">
            {claims.map((claim) => (
              <li key={claim.orderId}>
                <UpiClaim claim={claim} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function UpiClaim({ claim }: { claim: UpiClaimView }) {
  const toast = useToast();
  const { confirm, reject } = useUpiClaimDecisions(claim.orderId);
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, setError } = useZodForm(upiConfirmInput, { utr: "" });
  const busy = confirm.isPending || reject.isPending;

  const onConfirm = ({ utr }: { utr: string }) => {
    setServerError(null);
    confirm.mutate(utr, {
      onSuccess: () =>
        toast.success(
          `Payment of ${formatPaise(claim.amountPaise)} confirmed for ${claim.traveller.name}.`,
        ),
      onError: (error) => {
        applyFieldErrors(error, setError, ["utr"]);
        setServerError(
          errorMessage(error, "The payment could not be confirmed. Please try again."),
        );
      },
    });
  };

  const onReject = () => {
    setServerError(null);
    reject.mutate(undefined, {
      onSuccess: () =>
        toast.success(`The transfer from ${claim.traveller.name} was marked as not received.`),
      onError: (error) =>
        setServerError(errorMessage(error, "The claim could not be updated. Please try again.")),
    });
  };

  return (
    <form
      noValidate
      aria-label={`UPI transfer from ${claim.traveller.name}`}
      onSubmit={handleSubmit(onConfirm)}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:grid-cols-[1fr_auto]"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-500">Traveller</dt>
        <dd className="[overflow-wrap:anywhere]">
          <span className="font-medium text-ink">{claim.traveller.name}</span>{" "}
          <span className="text-stone-500">{claim.traveller.email}</span>
        </dd>
        <dt className="text-stone-500">Package</dt>
        <dd>{claim.packageName}</dd>
        <dt className="text-stone-500">Amount</dt>
        <dd className="font-medium text-ink">{formatPaise(claim.amountPaise)}</dd>
        <dt className="text-stone-500">UTR given</dt>
        <dd className="font-mono">{claim.utr}</dd>
        <dt className="text-stone-500">Claimed</dt>
        <dd>{formatDate(claim.claimedAt)}</dd>
      </dl>
      <div className="space-y-3 md:w-72">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <InputField
          label="UTR on the bank statement"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          {...field("utr")}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="danger-outline" size="sm" onClick={onReject} disabled={busy}>
            {reject.isPending ? "Saving..." : "Not received"}
          </Button>
          <Button type="submit" size="sm" disabled={busy}>
            {confirm.isPending ? "Confirming..." : "Confirm payment"}
          </Button>
        </div>
      </div>
    </form>
  );
}
