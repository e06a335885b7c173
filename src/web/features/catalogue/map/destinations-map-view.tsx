import { Trans, useLingui } from "@lingui/react/macro";
import type { DestinationFilters } from "@/shared/catalogue/rules";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { useDestinationMatches } from "@/web/features/catalogue/queries";
import type { TripDate } from "@/web/features/catalogue/trip-date-params";
import { formatNumber } from "@/web/lib/format";
import { IndiaMap } from "./india-map";

/**
 * The Destinations screen's map view, loaded only when chosen (the outline is 176 KB): every
 * destination the list's filters and search give, from the same query the list asks.
 */
export default function DestinationsMapView({
  filters,
  trip,
}: {
  filters: DestinationFilters;
  trip: TripDate | undefined;
}) {
  const { t } = useLingui();
  const result = useDestinationMatches(filters, trip);
  if (result.first.isPending) return <StatusScreen text={t`Loading the map...`} />;
  if (result.first.isError)
    return (
      <ErrorPanel
        title={t`We couldn't load the destinations.`}
        message={result.first.error.message}
        onRetry={() => void result.first.refetch()}
      />
    );
  const shown = formatNumber(result.destinations.length);
  const total = formatNumber(result.total);
  return (
    <>
      {result.destinations.length < result.total && (
        <p className="text-sm text-stone-600">
          <Trans>
            The map shows the first {shown} of {total} destinations; narrow the search to see the
            others.
          </Trans>
        </p>
      )}
      <IndiaMap destinations={result.destinations} />
    </>
  );
}
