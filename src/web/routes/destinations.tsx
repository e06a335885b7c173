import { useLingui } from "@lingui/react/macro";
import { PageHero } from "@/web/components/ui/page-hero";
import { readDestinationView } from "@/web/features/catalogue/destination-search-params";
import { DestinationsBrowser } from "@/web/features/catalogue/destinations-browser";
import { firstDestinationQueries } from "@/web/features/catalogue/queries";
import { savedPlacesQuery } from "@/web/features/saved/queries";
import { SaveButton } from "@/web/features/saved/save-button";
import type { FirstData } from "@/web/lib/first-data";

/**
 * The destinations the address asks for, list or map, come with the screen's code, and which of
 * them the reader has saved (the hearts on the cards).
 */
export const firstData: FirstData = (url) => {
  const { filters, trip, map = false } = readDestinationView(url.searchParams);
  return [...firstDestinationQueries(filters, trip, map), savedPlacesQuery];
};

export default function DestinationsScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        title={t`Explore Destinations`}
        subtitle={t`Discover the most beautiful places in India`}
        image="/images/hero/destinations.svg"
        compact
      />
      <DestinationsBrowser renderCardAction={(item) => <SaveButton {...item} />} />
    </>
  );
}
