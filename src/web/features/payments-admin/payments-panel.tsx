import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { BOOKING_STATUSES, type BookingStatus } from "@/shared/bookings/rules";
import { documentPath } from "@/shared/payments/documents";
import { upiConfirmInput } from "@/shared/payments/schema";
import type { LedgerLineView, UpiClaimView } from "@/shared/payments/types";
import { Alert } from "@/web/components/ui/alert";
import { type BadgeTone, BookingStatusBadge, StateBadge } from "@/web/components/ui/badge";
import { Button, buttonStyles } from "@/web/components/ui/button";
import { InputField, SelectField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { type Column, Table } from "@/web/components/ui/table";
import { useToast } from "@/web/components/ui/toast";
import { formatDate, formatNumber, formatPaise } from "@/web/lib/format";
import { translateAll } from "@/web/lib/translate-labels";
import { LEDGER_STATE_LABELS } from "./labels";
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

const KIND_LABELS: Record<string, MessageDescriptor> = {
  charge: msg`Charges`,
  refund: msg`Refunds`,
};

const STATE_TONES: Record<string, BadgeTone> = {
  captured: "emerald",
  requested: "amber",
  initiated: "sky",
  processed: "emerald",
  failed: "red",
};

/** Razorpay is a name, the same in every language; the others are ours. */
const PROVIDER_LABELS: Record<string, MessageDescriptor | string> = {
  razorpay: "Razorpay",
  test: msg`Test checkout`,
  upi: msg`UPI transfer`,
};

const providerLabel = (i18n: I18n, provider: string) => {
  const label = PROVIDER_LABELS[provider];
  return typeof label === "object" ? i18n._(label) : label;
};

/** A select's options: "All", then each value with its label in the language shown now. */
function optionsOf(i18n: I18n, labels: Record<string, MessageDescriptor | string>) {
  return [
    { value: "", label: i18n._(msg`All`) },
    ...Object.entries(labels).map(([value, label]) => ({
      value,
      label: typeof label === "object" ? i18n._(label) : label,
    })),
  ];
}

const isBookingStatus = (status: string): status is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(status);

/** A UPI refund is a bank transfer the company makes by hand, so an admin records it as paid. */
const awaitsBankTransfer = (line: LedgerLineView) =>
  line.kind === "refund" &&
  line.provider === "upi" &&
  (line.state === "requested" || line.state === "initiated");

/** The payments ledger with its filters and CSV export, refunds by hand and UPI claims to match. */
export function PaymentsPanel() {
  const { i18n, t } = useLingui();
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
        <Trans>Payments</Trans>
      </h2>

      {/* Shown from the start, so the ledger below does not move down when the claims arrive. */}
      <UpiClaims claims={payments.data?.claims} />

      <section aria-labelledby="admin-payments-ledger-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="admin-payments-ledger-heading" className="text-lg font-semibold text-ink">
            <Trans>Payments and refunds</Trans>
          </h3>
          <a
            href={paymentsCsvPath(applied)}
            download
            className={buttonStyles({ variant: "secondary", size: "sm" })}
          >
            <Trans>Export CSV</Trans>
          </a>
        </div>
        <form
          aria-label={t`Filter payments`}
          onSubmit={searchNow}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          <SelectField
            label={t`Kind`}
            value={filters.kind}
            onChange={(event) => set("kind", event.target.value as PaymentFilters["kind"])}
            options={optionsOf(i18n, KIND_LABELS)}
          />
          <SelectField
            label={t`State`}
            value={filters.state}
            onChange={(event) => set("state", event.target.value as PaymentFilters["state"])}
            options={optionsOf(i18n, LEDGER_STATE_LABELS)}
          />
          <SelectField
            label={t`Provider`}
            value={filters.provider}
            onChange={(event) => set("provider", event.target.value as PaymentFilters["provider"])}
            options={optionsOf(i18n, PROVIDER_LABELS)}
          />
          <InputField
            label={t`From`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set("from", event.target.value)}
          />
          <InputField
            label={t`To`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set("to", event.target.value)}
          />
          <InputField
            label={t`Search`}
            type="search"
            maxLength={100}
            hint={t`Traveller, email, payment or refund id, document number or booking id`}
            value={filters.q}
            onChange={(event) => set("q", event.target.value)}
          />
        </form>
        <Table
          caption={t`Payments and refunds`}
          columns={ledgerColumns(setRefunding, setMarkingPaid, i18n)}
          rows={lines}
          rowKey={(line) => line.id}
          query={payments}
          loadingText={t`Loading payments...`}
          errorTitle={t`We couldn't load the payments.`}
          empty={t`No payments match these filters.`}
          footer={payments.data && lines.length > 0 && <LedgerCount page={payments.data} />}
        />
      </section>

      <RefundDialog charge={refunding} onClose={() => setRefunding(null)} />
      <MarkRefundPaidDialog refund={markingPaid} onClose={() => setMarkingPaid(null)} />
    </section>
  );
}

function LedgerCount({ page }: { page: PaymentsPage }) {
  const { t } = useLingui();
  const count = page.lines.length;
  const limit = formatNumber(page.limit);
  return (
    <p className="text-sm text-stone-600">
      {count >= page.limit
        ? t`The newest ${limit} lines. Narrow the filters, or export the CSV for all of them.`
        : t`${plural(count, { one: "# line", other: "# lines" })}`}
    </p>
  );
}

function ledgerColumns(
  onRefund: (charge: LedgerLineView) => void,
  onMarkPaid: (refund: LedgerLineView) => void,
  i18n: I18n,
): Column<LedgerLineView>[] {
  const stateLabels = translateAll(i18n, LEDGER_STATE_LABELS);
  return [
    {
      header: i18n._(msg`Date`),
      className: "whitespace-nowrap",
      cell: (l) => formatDate(l.createdAt),
    },
    {
      header: i18n._(msg`Kind`),
      cell: (l) =>
        l.kind === "charge" ? (
          <Trans>Charge</Trans>
        ) : (
          <>
            <Trans>Refund</Trans>
            {l.reason && (
              <span className="block text-xs text-stone-500" translate="no">
                {l.reason}
              </span>
            )}
          </>
        ),
    },
    {
      header: i18n._(msg`Amount`),
      className: "whitespace-nowrap font-medium text-ink",
      cell: (l) => formatPaise(l.amountPaise),
    },
    {
      header: i18n._(msg`State`),
      cell: (l) => (
        <>
          <StateBadge state={l.state} labels={stateLabels} tones={STATE_TONES} size="sm" />
          {l.lastError && (
            <span className="mt-1 block text-xs text-red-700" translate="no">
              {l.lastError}
            </span>
          )}
        </>
      ),
    },
    {
      header: i18n._(msg`Provider`),
      wide: true,
      cell: (l) => (
        <>
          {typeof PROVIDER_LABELS[l.provider] === "object" ? (
            providerLabel(i18n, l.provider)
          ) : (
            <span translate="no">{providerLabel(i18n, l.provider) ?? l.provider}</span>
          )}
          {l.method && (
            <span className="block text-xs text-stone-500" translate="no">
              {l.method}
            </span>
          )}
        </>
      ),
    },
    {
      header: i18n._(msg`Payment / refund id`),
      wide: true,
      className: "font-mono text-xs [overflow-wrap:anywhere]",
      cell: (l) => {
        const paymentId = l.providerPaymentId;
        return l.kind === "charge" ? (
          <span translate="no">{paymentId}</span>
        ) : (
          <>
            {l.providerRefundId ? (
              <span translate="no">{l.providerRefundId}</span>
            ) : (
              <Trans>Not issued yet</Trans>
            )}
            <span className="block text-stone-500">
              <Trans>
                of <span translate="no">{paymentId}</span>
              </Trans>
            </span>
          </>
        );
      },
    },
    {
      header: i18n._(msg`Document`),
      className: "whitespace-nowrap",
      cell: (l) =>
        l.documentNumber && (
          <a
            href={documentPath(l.documentNumber)}
            download
            className={buttonStyles({ variant: "link" })}
            translate="no"
          >
            {l.documentNumber}
          </a>
        ),
    },
    {
      header: i18n._(msg`Traveller`),
      className: "[overflow-wrap:anywhere]",
      cell: (l) => (
        <>
          <span className="font-medium text-ink" translate="no">
            {l.traveller.name}
          </span>
          <span className="block text-xs text-stone-500" translate="no">
            {l.traveller.email}
          </span>
        </>
      ),
    },
    {
      header: i18n._(msg`Package`),
      wide: true,
      cell: (l) => {
        const guide = l.guideName;
        const start = formatDate(l.startDate);
        return (
          <>
            <span translate="no">{l.packageName}</span>
            <span className="block text-xs text-stone-500">
              <Trans>
                with <span translate="no">{guide}</span>, from {start}
              </Trans>
            </span>
          </>
        );
      },
    },
    {
      header: i18n._(msg`Booking`),
      wide: true,
      cell: (l) =>
        isBookingStatus(l.bookingStatus) ? (
          <BookingStatusBadge status={l.bookingStatus} />
        ) : (
          <span translate="no">{l.bookingStatus}</span>
        ),
    },
    {
      header: i18n._(msg`Actions`),
      hideHeader: true,
      className: "text-right",
      cell: (l) => {
        const amount = formatPaise(l.amountPaise);
        const name = l.traveller.name;
        return l.kind === "charge" ? (
          <Button
            variant="danger-outline"
            size="sm"
            onClick={() => onRefund(l)}
            aria-label={i18n._(msg`Refund ${amount} paid by ${name}`)}
          >
            <Trans>Refund</Trans>
          </Button>
        ) : (
          awaitsBankTransfer(l) && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onMarkPaid(l)}
              aria-label={i18n._(msg`Mark paid the refund of ${amount} to ${name}`)}
            >
              <Trans>Mark paid</Trans>
            </Button>
          )
        );
      },
    },
  ];
}

function UpiClaims({ claims }: { claims: UpiClaimView[] | undefined }) {
  return (
    <section aria-labelledby="admin-upi-claims-heading" className="space-y-3">
      <h3 id="admin-upi-claims-heading" className="text-lg font-semibold text-ink">
        <Trans>UPI transfers to match</Trans>
      </h3>
      {claims === undefined ? (
        // The empty list's box, blank until the ledger's answer says what goes in it.
        <div
          aria-hidden="true"
          className="h-[4.75rem] rounded-xl border border-dashed border-stone-300 bg-white"
        />
      ) : claims.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-stone-600">
          <Trans>No UPI transfers are waiting to be matched.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            <Trans>
              These travellers say they paid by a UPI app. Find each transfer on the bank statement
              and enter its UTR to confirm the payment.
            </Trans>
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
  const { t } = useLingui();
  const toast = useToast();
  const name = claim.traveller.name;
  const amount = formatPaise(claim.amountPaise);
  const { confirm, reject } = useUpiClaimDecisions(claim.orderId);
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, setError } = useZodForm(upiConfirmInput, { utr: "" });
  const busy = confirm.isPending || reject.isPending;

  const onConfirm = ({ utr }: { utr: string }) => {
    setServerError(null);
    confirm.mutate(utr, {
      onSuccess: () => toast.success(t`Payment of ${amount} confirmed for ${name}.`),
      onError: (error) => {
        applyFieldErrors(error, setError, ["utr"]);
        setServerError(
          errorMessage(error, t`The payment could not be confirmed. Please try again.`),
        );
      },
    });
  };

  const onReject = () => {
    setServerError(null);
    reject.mutate(undefined, {
      onSuccess: () => toast.success(t`The transfer from ${name} was marked as not received.`),
      onError: (error) =>
        setServerError(errorMessage(error, t`The claim could not be updated. Please try again.`)),
    });
  };

  return (
    <form
      noValidate
      aria-label={t`UPI transfer from ${name}`}
      onSubmit={handleSubmit(onConfirm)}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:grid-cols-[1fr_auto]"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-500">
          <Trans>Traveller</Trans>
        </dt>
        <dd className="[overflow-wrap:anywhere]" translate="no">
          <span className="font-medium text-ink">{claim.traveller.name}</span>{" "}
          <span className="text-stone-500">{claim.traveller.email}</span>
        </dd>
        <dt className="text-stone-500">
          <Trans>Package</Trans>
        </dt>
        <dd translate="no">{claim.packageName}</dd>
        <dt className="text-stone-500">
          <Trans>Amount</Trans>
        </dt>
        <dd className="font-medium text-ink">{amount}</dd>
        <dt className="text-stone-500">
          <Trans>UTR given</Trans>
        </dt>
        <dd className="font-mono" translate="no">
          {claim.utr}
        </dd>
        <dt className="text-stone-500">
          <Trans>Claimed</Trans>
        </dt>
        <dd>{formatDate(claim.claimedAt)}</dd>
      </dl>
      <div className="space-y-3 md:w-72">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <InputField
          label={t`UTR on the bank statement`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          {...field("utr")}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="danger-outline" size="sm" onClick={onReject} disabled={busy}>
            {reject.isPending ? <Trans>Saving...</Trans> : <Trans>Not received</Trans>}
          </Button>
          <Button type="submit" size="sm" disabled={busy}>
            {confirm.isPending ? <Trans>Confirming...</Trans> : <Trans>Confirm payment</Trans>}
          </Button>
        </div>
      </div>
    </form>
  );
}
