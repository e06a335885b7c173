import { useEffect, useId, useState } from "react";
import { DEFAULT_PACKAGE_FILTERS, type PackageFilters } from "@/shared/catalogue/package-filters";
import { MAX_SEARCH_LENGTH } from "@/shared/catalogue/search-schema";
import { PACKAGE_SKELETON_COUNT } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { CompassIcon, FilterIcon, SearchIcon } from "@/web/components/ui/icons";
import { Input } from "@/web/components/ui/input";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";
import { PackageCard, PackageCardSkeleton } from "./package-card";
import { PackageFilterPanel } from "./package-filter-panel";
import { readPackageView, writePackageView } from "./package-search-params";
import { usePackagePages } from "./queries";
import type { TripDate } from "./trip-date-params";
import { TripDateSearch, tripStatus } from "./trip-date-search";
import { useAddressView } from "./use-address-view";

const GRID = "grid gap-6 @2xl:grid-cols-2 @5xl:grid-cols-3";

function Skeletons() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading tour packages...
      </p>
      <ul className={GRID}>
        {Array.from({ length: PACKAGE_SKELETON_COUNT }, (_, index) => (
          <li key={index} className="flex">
            <PackageCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoMatches({ trip, onReset }: { trip: TripDate | undefined; onReset: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center shadow-md ring-1 ring-stone-200/70">
      <CompassIcon className="h-12 w-12 text-brand-600" />
      <h2 className="text-xl font-semibold">No tour packages match your search</h2>
      <p className="max-w-md text-stone-600">
        {trip
          ? "No guide is free for a whole tour from that date with these filters. Try another date, or contact us and we will find one for you."
          : "Try another search word, widen the price range or choose a different region or difficulty."}
      </p>
      <Button onClick={onReset} className="mt-2">
        Reset filters
      </Button>
    </div>
  );
}

/**
 * The Packages screen's search, filters, sort and Load More, answered by the server six cards at
 * a time. The view lives in the address bar, so a shared link, a reload or Back brings it back.
 */
export function PackagesBrowser() {
  const [view, setView] = useAddressView(readPackageView, writePackageView);
  const { filters, more, trip } = view;
  const [searchText, setSearchText] = useState(filters.search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const searchId = useId();

  useEffect(() => {
    setSearchText(filters.search);
  }, [filters.search]);

  // Filters other than the typed search apply at once; the search waits for typing to pause.
  const search = useSettled(filters.search, SEARCH_SETTLE_MS);
  const result = usePackagePages({ ...filters, search }, trip, more + 1);
  const { first, total } = result;
  const shown = result.packages.length;
  // Nothing chosen (the address would be bare): an empty answer means an empty catalogue.
  const untouched =
    writePackageView({ filters: { ...filters, search }, more: 0, trip }).toString() === "";

  function update(changes: Partial<PackageFilters>) {
    // Any change to the filters starts the list again from the first six cards.
    setView((current) => ({ ...current, filters: { ...current.filters, ...changes }, more: 0 }));
  }

  function reset() {
    setSearchText("");
    setView({ filters: DEFAULT_PACKAGE_FILTERS, more: 0 });
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr] md:py-12">
      <div className="flex flex-col gap-3 lg:contents">
        <Button
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
          variant="secondary"
          className="lg:hidden"
        >
          <FilterIcon className="h-5 w-5" />
          {filtersOpen ? "Hide Filters" : "Show Filters"}
        </Button>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <PackageFilterPanel
            id={panelId}
            filters={filters}
            onChange={update}
            onReset={reset}
            open={filtersOpen}
          />
        </div>
      </div>

      <section aria-label="Tour packages" className="@container flex min-w-0 flex-col gap-6">
        <h2 className="sr-only">Tour packages</h2>
        <TripDateSearch
          trip={trip}
          onChange={(next) => setView((current) => ({ ...current, more: 0, trip: next }))}
          status={tripStatus(
            trip,
            first.data && !result.updating ? { count: total, noun: "tour package" } : undefined,
            undefined,
          )}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="relative w-full sm:max-w-sm">
            <label htmlFor={searchId} className="sr-only">
              Search packages
            </label>
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-stone-400">
              <SearchIcon className="h-5 w-5" />
            </span>
            <Input
              id={searchId}
              type="search"
              placeholder="Search packages..."
              maxLength={MAX_SEARCH_LENGTH}
              value={searchText}
              onChange={(event) => {
                setSearchText(event.currentTarget.value);
                update({ search: event.currentTarget.value });
              }}
              className="pl-10"
            />
          </div>
          {/* X: cards on screen; Y: every package the filters match. */}
          <p aria-live="polite" className="text-sm text-stone-600">
            {first.data ? `Showing ${shown} of ${total} tour packages` : ""}
          </p>
        </div>

        {first.isPending ? (
          <Skeletons />
        ) : first.isError ? (
          <ErrorPanel
            title="We couldn't load the tour packages."
            message={first.error.message}
            onRetry={() => void first.refetch()}
          />
        ) : total === 0 && untouched ? (
          <p className="rounded-2xl bg-white px-6 py-12 text-center text-stone-600 shadow-md">
            No tour packages are on offer right now. Please check back soon.
          </p>
        ) : total === 0 ? (
          <NoMatches trip={trip} onReset={reset} />
        ) : (
          <ul className={GRID}>
            {result.packages.map((pkg) => (
              <li key={pkg.id} className="flex">
                <PackageCard pkg={pkg} />
              </li>
            ))}
          </ul>
        )}

        {first.data && shown < total && (
          <div className="flex justify-center">
            <Button
              onClick={() => setView((current) => ({ ...current, more: current.more + 1 }))}
              variant="secondary"
              className="px-8"
              disabled={result.loadingMore}
            >
              {result.loadingMore ? "Loading..." : "Load More"}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
