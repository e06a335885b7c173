import { Trans, useLingui } from "@lingui/react/macro";
import { DEFAULT_PACKAGE_FILTERS, type PackageFilters } from "@/shared/catalogue/package-filters";
import { MAX_SEARCH_LENGTH } from "@/shared/catalogue/search-schema";
import { PACKAGE_SKELETON_COUNT } from "@/shared/constants";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { LoadMoreButton } from "@/web/components/ui/load-more-button";
import { formatNumber } from "@/web/lib/format";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";
import type { RenderCardAction } from "./card-action";
import { CardGrid } from "./card-grid";
import { CatalogueSearchBox } from "./catalogue-search-box";
import { FilteredListLayout } from "./filtered-list-layout";
import { NoMatches } from "./no-matches";
import { PackageCard, PackageCardSkeleton } from "./package-card";
import { PackageFilterPanel } from "./package-filter-panel";
import { readPackageView, writePackageView } from "./package-search-params";
import { usePackagePages } from "./queries";
import { TripDateSearch } from "./trip-date-search";
import { tripStatus } from "./trip-status";
import { useAddressView } from "./use-address-view";

const SKELETONS = Array.from({ length: PACKAGE_SKELETON_COUNT }, (_, index) => index);

function Skeletons() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        <Trans>Loading tour packages...</Trans>
      </p>
      <CardGrid items={SKELETONS} itemKey={(index) => index}>
        {() => <PackageCardSkeleton />}
      </CardGrid>
    </div>
  );
}

/**
 * The Packages screen's search, filters, sort and Load More, answered by the server six cards at
 * a time. The view lives in the address bar, so a shared link, a reload or Back brings it back.
 */
export function PackagesBrowser({
  renderCardAction,
}: {
  /** A control drawn over each card's picture (e.g. Save), given the package. */
  renderCardAction?: RenderCardAction;
} = {}) {
  const { t } = useLingui();
  const [view, setView] = useAddressView(readPackageView, writePackageView);
  const { filters, more, trip } = view;

  // Filters other than the typed search apply at once; the search waits for typing to pause.
  const search = useSettled(filters.search, SEARCH_SETTLE_MS);
  const result = usePackagePages({ ...filters, search }, trip, more + 1);
  const { first, total } = result;
  const shown = result.packages.length;
  const shownCount = formatNumber(shown);
  const totalCount = formatNumber(total);
  // Nothing chosen (the address would be bare): an empty answer means an empty catalogue.
  const untouched =
    writePackageView({ filters: { ...filters, search }, more: 0, trip }).toString() === "";

  function update(changes: Partial<PackageFilters>) {
    // Any change to the filters starts the list again from the first six cards.
    setView((current) => ({ ...current, filters: { ...current.filters, ...changes }, more: 0 }));
  }

  function reset() {
    setView({ filters: DEFAULT_PACKAGE_FILTERS, more: 0 });
  }

  return (
    <FilteredListLayout
      label={t`Tour packages`}
      panel={(toggle) => (
        <PackageFilterPanel {...toggle} filters={filters} onChange={update} onReset={reset} />
      )}
    >
      <TripDateSearch
        trip={trip}
        onChange={(next) => setView((current) => ({ ...current, more: 0, trip: next }))}
        status={tripStatus(
          trip,
          first.data && !result.updating ? { count: total, kind: "package" } : undefined,
          undefined,
        )}
      />
      <CatalogueSearchBox
        label={t`Search packages`}
        placeholder={t`Search packages...`}
        maxLength={MAX_SEARCH_LENGTH}
        value={filters.search}
        onChange={(value) => update({ search: value })}
        status={first.data ? t`Showing ${shownCount} of ${totalCount} tour packages` : ""}
      />

      {first.isPending ? (
        <Skeletons />
      ) : first.isError ? (
        <ErrorPanel
          title={t`We couldn't load the tour packages.`}
          message={first.error.message}
          onRetry={() => void first.refetch()}
        />
      ) : total === 0 && untouched ? (
        <p className="rounded-2xl bg-white px-6 py-12 text-center text-stone-600 shadow-md">
          <Trans>No tour packages are on offer right now. Please check back soon.</Trans>
        </p>
      ) : total === 0 ? (
        <NoMatches
          title={t`No tour packages match your search`}
          hint={
            trip
              ? t`No guide is free for a whole tour from that date with these filters. Try another date, or contact us and we will find one for you.`
              : t`Try another search word, widen the price range or choose a different region or difficulty.`
          }
          onReset={reset}
        />
      ) : (
        <CardGrid items={result.packages} itemKey={(pkg) => pkg.id}>
          {(pkg, index) => (
            <PackageCard
              pkg={pkg}
              eager={index === 0}
              action={renderCardAction?.({ kind: "package", srNo: pkg.srNo, name: pkg.name })}
            />
          )}
        </CardGrid>
      )}

      {first.data && shown < total && (
        <LoadMoreButton
          loading={result.loadingMore}
          onClick={() => setView((current) => ({ ...current, more: current.more + 1 }))}
          label={t`Load More`}
          loadingLabel={t`Loading...`}
        />
      )}
    </FilteredListLayout>
  );
}
