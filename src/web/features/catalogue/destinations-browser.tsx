import { useEffect, useId, useState } from "react";
import { DEFAULT_DESTINATION_FILTERS, type DestinationFilters } from "@/shared/catalogue/rules";
import { Button } from "@/web/components/ui/button";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { CompassIcon, FilterIcon, SearchIcon } from "@/web/components/ui/icons";
import { Input } from "@/web/components/ui/input";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";
import { DestinationCard } from "./destination-card";
import { DestinationFilterPanel } from "./destination-filter-panel";
import { readDestinationView, writeDestinationView } from "./destination-search-params";
import { useDestinationPages } from "./queries";
import type { TripDate } from "./trip-date-params";
import { TripDateSearch, tripStatus } from "./trip-date-search";
import { useAddressView } from "./use-address-view";

/**
 * Search, filters, sort and Load More, answered by the server a page of six at a time. The view
 * lives in the address bar, so a shared link, a reload or the back button brings it back.
 */
export function DestinationsBrowser() {
  const [view, setView] = useAddressView(readDestinationView, writeDestinationView);
  const { filters, more } = view;
  const [searchText, setSearchText] = useState(filters.search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const searchId = useId();

  useEffect(() => {
    setSearchText(filters.search);
  }, [filters.search]);

  const trip = view.trip;
  // Filters other than the typed search apply at once; the search waits for typing to pause.
  const search = useSettled(filters.search, SEARCH_SETTLE_MS);
  const result = useDestinationPages({ ...filters, search }, trip, more + 1);
  const matches = result.total;
  const shown = result.destinations.length;

  function update(changes: Partial<DestinationFilters>) {
    // Any change to the filters starts the list again from the first six cards.
    setView((current) => ({ filters: { ...current.filters, ...changes }, more: 0 }));
  }

  function reset() {
    setSearchText("");
    setView({ filters: DEFAULT_DESTINATION_FILTERS, more: 0 });
  }

  function searchTrip(next: TripDate | undefined) {
    setView((current) => ({ ...current, more: 0, trip: next }));
  }

  function loadMore() {
    setView((current) => ({ ...current, more: current.more + 1 }));
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
          <DestinationFilterPanel
            id={panelId}
            filters={filters}
            onChange={update}
            onReset={reset}
            open={filtersOpen}
          />
        </div>
      </div>

      <section aria-label="Destinations" className="@container flex min-w-0 flex-col gap-6">
        <h2 className="sr-only">Destinations</h2>
        <TripDateSearch
          trip={trip}
          onChange={searchTrip}
          status={tripStatus(
            trip,
            result.first.data && !result.updating
              ? { count: matches, noun: "destination" }
              : undefined,
            undefined,
          )}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="relative w-full sm:max-w-sm">
            <label htmlFor={searchId} className="sr-only">
              Search destinations
            </label>
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-stone-400">
              <SearchIcon className="h-5 w-5" />
            </span>
            <Input
              id={searchId}
              type="search"
              placeholder="Search destinations..."
              value={searchText}
              onChange={(event) => {
                setSearchText(event.currentTarget.value);
                update({ search: event.currentTarget.value });
              }}
              className="pl-10"
            />
          </div>
          {/* X: cards on screen; Y: every destination the filters match. */}
          <p aria-live="polite" className="text-sm text-stone-600">
            {result.first.data ? `Showing ${shown} of ${matches} destinations` : ""}
          </p>
        </div>

        {result.first.isPending ? (
          <StatusScreen text="Loading amazing destinations..." />
        ) : result.first.isError ? (
          <ErrorPanel
            title="We couldn't load the destinations."
            message={result.first.error.message}
            onRetry={() => void result.first.refetch()}
          />
        ) : matches === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center shadow-md ring-1 ring-stone-200/70">
            <CompassIcon className="h-12 w-12 text-brand-600" />
            <h2 className="text-xl font-semibold">No destinations match your filters</h2>
            <p className="max-w-md text-stone-600">
              Try another search word, widen the price range or choose a different region.
            </p>
            <Button onClick={reset} className="mt-2">
              Reset filters
            </Button>
          </div>
        ) : (
          <ul className="grid gap-6 @2xl:grid-cols-2 @5xl:grid-cols-3">
            {result.destinations.map((destination) => (
              <li key={destination.srNo} className="flex">
                <DestinationCard destination={destination} />
              </li>
            ))}
          </ul>
        )}

        {result.first.data && shown < matches && (
          <div className="flex justify-center">
            <Button
              onClick={loadMore}
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
