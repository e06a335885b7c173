import { useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_DESTINATION_FILTERS, type DestinationFilters } from "@/shared/catalogue/rules";
import { MAX_SEARCH_LENGTH } from "@/shared/catalogue/search-schema";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { LoadMoreButton } from "@/web/components/ui/load-more-button";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { formatNumber } from "@/web/lib/format";
import { addressOpens, lazyPart } from "@/web/lib/lazy-part";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";
import type { RenderCardAction } from "./card-action";
import { CardGrid } from "./card-grid";
import { CatalogueSearchBox } from "./catalogue-search-box";
import { DestinationCard } from "./destination-card";
import { DestinationFilterPanel } from "./destination-filter-panel";
import { readDestinationView, writeDestinationView } from "./destination-search-params";
import { FilteredListLayout } from "./filtered-list-layout";
import { NoMatches } from "./no-matches";
import { useDestinationPages } from "./queries";
import type { TripDate } from "./trip-date-params";
import { TripDateSearch } from "./trip-date-search";
import { tripStatus } from "./trip-status";
import { useAddressView } from "./use-address-view";
import { ViewSwitch } from "./view-switch";

/**
 * The map and its outline load only when the map is chosen. Opened by the address, the page
 * preloads its code and it renders with the screen: a plain `lazy` showed "Loading the map..."
 * first, and React then holds a suspended part back at least 300 ms (decision 0053).
 */
const DestinationsMapView = lazyPart(
  () => import("./map/destinations-map-view").then((m) => m.default),
  addressOpens("view", "map"),
);

/**
 * Search, filters, sort and Load More, answered by the server a page of six at a time. The view
 * lives in the address bar, so a shared link, a reload or the back button brings it back.
 */
export function DestinationsBrowser({
  renderCardAction,
}: {
  /** A control drawn over each card's picture (e.g. Save), given the destination. */
  renderCardAction?: RenderCardAction;
} = {}) {
  const { t } = useLingui();
  const [view, setView] = useAddressView(readDestinationView, writeDestinationView);
  const { filters, more } = view;
  const [, setSearchParams] = useSearchParams();

  function showMap(map: boolean) {
    // A new history entry, unlike a filter's change: Back returns to the other view.
    setSearchParams(writeDestinationView({ ...view, more: 0, map: map || undefined }));
  }

  const trip = view.trip;
  // Filters other than the typed search apply at once; the search waits for typing to pause.
  const search = useSettled(filters.search, SEARCH_SETTLE_MS);
  const result = useDestinationPages({ ...filters, search }, trip, more + 1);
  const matches = result.total;
  const shown = result.destinations.length;
  const shownCount = formatNumber(shown);
  const matchCount = formatNumber(matches);

  function update(changes: Partial<DestinationFilters>) {
    // Any change to the filters starts the list again from the first six cards.
    setView((current) => ({ ...current, filters: { ...current.filters, ...changes }, more: 0 }));
  }

  function reset() {
    setView((current) => ({ filters: DEFAULT_DESTINATION_FILTERS, more: 0, map: current.map }));
  }

  function searchTrip(next: TripDate | undefined) {
    setView((current) => ({ ...current, more: 0, trip: next }));
  }

  function loadMore() {
    setView((current) => ({ ...current, more: current.more + 1 }));
  }

  return (
    <FilteredListLayout
      label={t`Destinations`}
      panel={(toggle) => (
        <DestinationFilterPanel {...toggle} filters={filters} onChange={update} onReset={reset} />
      )}
    >
      <TripDateSearch
        trip={trip}
        onChange={searchTrip}
        status={tripStatus(
          trip,
          result.first.data && !result.updating
            ? { count: matches, kind: "destination" }
            : undefined,
          undefined,
        )}
      />
      <ViewSwitch map={Boolean(view.map)} onChange={showMap} />
      <CatalogueSearchBox
        maxLength={MAX_SEARCH_LENGTH}
        label={t`Search destinations`}
        placeholder={t`Search destinations...`}
        value={filters.search}
        onChange={(value) => update({ search: value })}
        status={
          result.first.data
            ? view.map
              ? t`${matchCount} destinations match`
              : t`Showing ${shownCount} of ${matchCount} destinations`
            : ""
        }
      />

      {result.first.isPending ? (
        <StatusScreen text={t`Loading amazing destinations...`} />
      ) : result.first.isError ? (
        <ErrorPanel
          title={t`We couldn't load the destinations.`}
          message={result.first.error.message}
          onRetry={() => void result.first.refetch()}
        />
      ) : matches === 0 ? (
        <NoMatches
          title={t`No destinations match your filters`}
          hint={t`Try another search word, widen the price range or choose a different region.`}
          onReset={reset}
        />
      ) : view.map ? (
        <Suspense fallback={<StatusScreen text={t`Loading the map...`} />}>
          <DestinationsMapView filters={{ ...filters, search }} trip={trip} />
        </Suspense>
      ) : (
        <CardGrid items={result.destinations} itemKey={(destination) => destination.srNo}>
          {(destination, index) => (
            <DestinationCard
              destination={destination}
              eager={index === 0}
              action={renderCardAction?.({
                kind: "destination",
                srNo: destination.srNo,
                name: destination.name,
              })}
            />
          )}
        </CardGrid>
      )}

      {!view.map && result.first.data && shown < matches && (
        <LoadMoreButton
          loading={result.loadingMore}
          onClick={loadMore}
          label={t`Load More`}
          loadingLabel={t`Loading...`}
        />
      )}
    </FilteredListLayout>
  );
}
