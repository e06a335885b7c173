import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useState } from "react";
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  ADMIN_SEARCH_MESSAGE,
  PAYMENT_FILTERS,
} from "@/shared/admin-bookings/schema";
import type { AdminBookingRow, AdminBookingsPage } from "@/shared/admin-bookings/types";
import { BOOKING_STATUSES } from "@/shared/bookings/rules";
import { DestinationPicker } from "@/web/components/destination-picker";
import { BOOKING_STATUS_MESSAGES, BookingStatusBadge, StateBadge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { InputField, SelectField } from "@/web/components/ui/field";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table } from "@/web/components/ui/table";
import { formatDate, formatNumber, formatRupees } from "@/web/lib/format";
import { translateAll } from "@/web/lib/translate-labels";
import { BookingDetailDialog } from "./booking-detail-dialog";
import { GuideFilter } from "./guide-filter";
import {
  PAYMENT_FILTER_LABELS,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATE_TONES,
  referenceOf,
} from "./labels";
import { type BookingFilters, isSearchable, NO_FILTERS, useAdminBookings } from "./queries";

export const SEARCH_DELAY_MS = 300;

function filterOptions(i18n: I18n) {
  const all = i18n._(msg`All`);
  return {
    status: [
      { value: "", label: all },
      ...BOOKING_STATUSES.map((value) => ({
        value,
        label: i18n._(BOOKING_STATUS_MESSAGES[value]),
      })),
    ],
    payment: [
      { value: "", label: all },
      ...PAYMENT_FILTERS.map((value) => ({ value, label: i18n._(PAYMENT_FILTER_LABELS[value]) })),
    ],
  };
}

/** Every booking, newest first, with its filters; a booking opens with its history and actions. */
export function AdminBookingsPanel() {
  const { i18n, t } = useLingui();
  const [filters, setFilters] = useState<BookingFilters>(NO_FILTERS);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const applied = { ...filters, q: search };
  const bookings = useAdminBookings(applied, page);

  // Typing pauses before the search runs, so the list is not fetched for every letter.
  useEffect(() => {
    const next = filters.q.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters.q, search]);

  const set = <K extends keyof BookingFilters>(name: K, value: BookingFilters[K]) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    setSearch(filters.q.trim());
    setPage(1);
  };

  const clear = () => {
    setFilters(NO_FILTERS);
    setSearch("");
    setPage(1);
  };

  const typed = filters.q.trim();
  const searchError =
    typed !== "" && !isSearchable(typed) && typed === search ? ADMIN_SEARCH_MESSAGE : undefined;
  const options = filterOptions(i18n);
  const datesReversed = filters.from !== "" && filters.to !== "" && filters.to < filters.from;
  const rows = bookings.data?.bookings ?? [];

  return (
    <section aria-labelledby="admin-bookings-heading" className="space-y-4">
      <h2 id="admin-bookings-heading" className="sr-only">
        <Trans>Bookings</Trans>
      </h2>
      <form
        aria-label={t`Filter bookings`}
        onSubmit={searchNow}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <SelectField
          label={t`Status`}
          value={filters.status}
          onChange={(event) => set("status", event.target.value as BookingFilters["status"])}
          options={options.status}
        />
        <SelectField
          label={t`Payment`}
          value={filters.payment}
          onChange={(event) => set("payment", event.target.value as BookingFilters["payment"])}
          options={options.payment}
        />
        <GuideFilter value={filters.guide} onChange={(guide) => set("guide", guide)} />
        <DestinationPicker
          label={t`Destination`}
          value={filters.destination}
          onChange={(destination) => set("destination", destination)}
        />
        <InputField
          label={t`Tour starts from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set("from", event.target.value)}
        />
        <InputField
          label={t`Tour starts by`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          error={datesReversed ? t`Choose a day on or after the first.` : undefined}
          onChange={(event) => set("to", event.target.value)}
        />
        <InputField
          label={t`Search`}
          type="search"
          maxLength={100}
          fieldClassName="sm:col-span-2 lg:col-span-1"
          hint={searchError ? undefined : t`Traveller's name or e-mail, or a booking id`}
          error={searchError}
          value={filters.q}
          onChange={(event) => setFilters((current) => ({ ...current, q: event.target.value }))}
        />
        <div className="flex items-end">
          <Button variant="secondary" onClick={clear}>
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      </form>

      <Table
        caption={t`Bookings`}
        columns={bookingColumns(setOpenId, i18n)}
        rows={rows}
        rowKey={(b) => b.id}
        query={bookings}
        loadingText={t`Loading bookings...`}
        errorTitle={t`We couldn't load the bookings.`}
        empty={t`No bookings match these filters.`}
        footer={
          bookings.data &&
          rows.length > 0 && (
            <>
              <BookingsCount page={bookings.data} />
              <Pagination
                label={t`Bookings pages`}
                page={page}
                pageSize={ADMIN_BOOKINGS_PAGE_SIZE}
                total={bookings.data.total}
                onPageChange={setPage}
              />
            </>
          )
        }
      />

      <BookingDetailDialog bookingId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}

function BookingsCount({ page }: { page: AdminBookingsPage }) {
  const { t } = useLingui();
  const n = formatNumber(page.total);
  const total = page.total;
  return (
    <p className="text-sm text-stone-600">
      {page.totalCapped
        ? t`More than ${n} bookings match. Narrow the filters to reach the rest.`
        : t`${plural(total, { one: "# booking", other: `${n} bookings` })}`}
    </p>
  );
}

function bookingColumns(onOpen: (id: string) => void, i18n: I18n): Column<AdminBookingRow>[] {
  const paymentLabels = translateAll(i18n, PAYMENT_STATE_LABELS);
  return [
    {
      header: i18n._(msg`Booking`),
      className: "whitespace-nowrap",
      cell: (b) => (
        <>
          <span className="font-mono text-xs" translate="no">
            {referenceOf(b.id)}
          </span>
          <MadeOn date={formatDate(b.createdAt)} />
        </>
      ),
    },
    {
      header: i18n._(msg`Traveller`),
      className: "[overflow-wrap:anywhere]",
      cell: (b) => (
        <>
          <span className="font-medium text-ink" translate="no">
            {b.traveller.name}
          </span>
          <span className="block text-xs text-stone-500" translate="no">
            {b.traveller.email}
          </span>
        </>
      ),
    },
    {
      header: i18n._(msg`Package`),
      wide: true,
      cell: (b) => (
        <>
          <span translate="no">{b.packageName}</span>
          <span className="block text-xs text-stone-500" translate="no">
            {b.destinationName}
          </span>
        </>
      ),
    },
    {
      header: i18n._(msg`Guide`),
      wide: true,
      cell: (b) => <span translate="no">{b.guide.name}</span>,
    },
    {
      header: i18n._(msg`Dates`),
      className: "whitespace-nowrap",
      cell: (b) => (
        <>
          {formatDate(b.startDate)}
          <TourEnd end={formatDate(b.endDate)} travellers={b.numberOfTravelers} />
        </>
      ),
    },
    {
      header: i18n._(msg`Price`),
      wide: true,
      className: "whitespace-nowrap font-medium text-ink",
      cell: (b) => formatRupees(b.price),
    },
    { header: i18n._(msg`Status`), cell: (b) => <BookingStatusBadge status={b.status} /> },
    {
      header: i18n._(msg`Payment`),
      cell: (b) => (
        <StateBadge
          state={b.paymentState}
          labels={paymentLabels}
          tones={PAYMENT_STATE_TONES}
          size="sm"
        />
      ),
    },
    {
      header: i18n._(msg`Actions`),
      hideHeader: true,
      className: "text-right",
      cell: (b) => {
        const reference = referenceOf(b.id);
        const name = b.traveller.name;
        return (
          <Button
            variant="ghost"
            onClick={() => onOpen(b.id)}
            aria-label={i18n._(msg`Open booking ${reference} of ${name}`)}
          >
            <Trans>Open</Trans>
          </Button>
        );
      },
    },
  ];
}

function MadeOn({ date }: { date: string }) {
  return (
    <span className="block text-xs text-stone-500">
      <Trans>made {date}</Trans>
    </span>
  );
}

function TourEnd({ end, travellers }: { end: string; travellers: number }) {
  const { t } = useLingui();
  return (
    <span className="block text-xs text-stone-500">
      {t`to ${end}, ${plural(travellers, { one: "# traveller", other: "# travellers" })}`}
    </span>
  );
}
