import { type FormEvent, useEffect, useState } from "react";
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  ADMIN_SEARCH_MESSAGE,
  PAYMENT_FILTERS,
} from "@/shared/admin-bookings/schema";
import type { AdminBookingRow, AdminBookingsPage } from "@/shared/admin-bookings/types";
import { BOOKING_STATUSES } from "@/shared/bookings/rules";
import { DestinationPicker } from "@/web/components/destination-picker";
import { BOOKING_STATUS_LABELS, BookingStatusBadge, StateBadge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { InputField, SelectField } from "@/web/components/ui/field";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table } from "@/web/components/ui/table";
import { formatDate, formatRupees } from "@/web/lib/format";
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

const STATUS_OPTIONS = [
  { value: "", label: "All" },
  ...BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] })),
];
const PAYMENT_OPTIONS = [
  { value: "", label: "All" },
  ...PAYMENT_FILTERS.map((value) => ({ value, label: PAYMENT_FILTER_LABELS[value] })),
];

const count = new Intl.NumberFormat("en-IN");

/** Every booking, newest first, with its filters; a booking opens with its history and actions. */
export function AdminBookingsPanel() {
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
  const datesReversed = filters.from !== "" && filters.to !== "" && filters.to < filters.from;
  const rows = bookings.data?.bookings ?? [];

  return (
    <section aria-labelledby="admin-bookings-heading" className="space-y-4">
      <h2 id="admin-bookings-heading" className="sr-only">
        Bookings
      </h2>
      <form
        aria-label="Filter bookings"
        onSubmit={searchNow}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => set("status", event.target.value as BookingFilters["status"])}
          options={STATUS_OPTIONS}
        />
        <SelectField
          label="Payment"
          value={filters.payment}
          onChange={(event) => set("payment", event.target.value as BookingFilters["payment"])}
          options={PAYMENT_OPTIONS}
        />
        <GuideFilter value={filters.guide} onChange={(guide) => set("guide", guide)} />
        <DestinationPicker
          label="Destination"
          value={filters.destination}
          onChange={(destination) => set("destination", destination)}
        />
        <InputField
          label="Tour starts from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set("from", event.target.value)}
        />
        <InputField
          label="Tour starts by"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          error={datesReversed ? "Choose a day on or after the first." : undefined}
          onChange={(event) => set("to", event.target.value)}
        />
        <InputField
          label="Search"
          type="search"
          maxLength={100}
          fieldClassName="sm:col-span-2 lg:col-span-1"
          hint={searchError ? undefined : "Traveller's name or e-mail, or a booking id"}
          error={searchError}
          value={filters.q}
          onChange={(event) => setFilters((current) => ({ ...current, q: event.target.value }))}
        />
        <div className="flex items-end">
          <Button variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        </div>
      </form>

      <Table
        caption="Bookings"
        columns={bookingColumns(setOpenId)}
        rows={rows}
        rowKey={(b) => b.id}
        query={bookings}
        loadingText="Loading bookings..."
        errorTitle="We couldn't load the bookings."
        empty="No bookings match these filters."
        footer={
          bookings.data &&
          rows.length > 0 && (
            <>
              <BookingsCount page={bookings.data} />
              <Pagination
                label="Bookings pages"
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
  const n = count.format(page.total);
  return (
    <p className="text-sm text-stone-600">
      {page.totalCapped
        ? `More than ${n} bookings match. Narrow the filters to reach the rest.`
        : page.total === 1
          ? "1 booking"
          : `${n} bookings`}
    </p>
  );
}

function bookingColumns(onOpen: (id: string) => void): Column<AdminBookingRow>[] {
  return [
    {
      header: "Booking",
      className: "whitespace-nowrap",
      cell: (b) => (
        <>
          <span className="font-mono text-xs">{referenceOf(b.id)}</span>
          <span className="block text-xs text-stone-500">made {formatDate(b.createdAt)}</span>
        </>
      ),
    },
    {
      header: "Traveller",
      className: "[overflow-wrap:anywhere]",
      cell: (b) => (
        <>
          <span className="font-medium text-ink">{b.traveller.name}</span>
          <span className="block text-xs text-stone-500">{b.traveller.email}</span>
        </>
      ),
    },
    {
      header: "Package",
      wide: true,
      cell: (b) => (
        <>
          {b.packageName}
          <span className="block text-xs text-stone-500">{b.destinationName}</span>
        </>
      ),
    },
    { header: "Guide", wide: true, cell: (b) => b.guide.name },
    {
      header: "Dates",
      className: "whitespace-nowrap",
      cell: (b) => (
        <>
          {formatDate(b.startDate)}
          <span className="block text-xs text-stone-500">
            to {formatDate(b.endDate)}, {b.numberOfTravelers}{" "}
            {b.numberOfTravelers === 1 ? "traveller" : "travellers"}
          </span>
        </>
      ),
    },
    {
      header: "Price",
      wide: true,
      className: "whitespace-nowrap font-medium text-ink",
      cell: (b) => formatRupees(b.price),
    },
    { header: "Status", cell: (b) => <BookingStatusBadge status={b.status} /> },
    {
      header: "Payment",
      cell: (b) => (
        <StateBadge
          state={b.paymentState}
          labels={PAYMENT_STATE_LABELS}
          tones={PAYMENT_STATE_TONES}
          size="sm"
        />
      ),
    },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right",
      cell: (b) => (
        <Button
          variant="ghost"
          onClick={() => onOpen(b.id)}
          aria-label={`Open booking ${referenceOf(b.id)} of ${b.traveller.name}`}
        >
          Open
        </Button>
      ),
    },
  ];
}
