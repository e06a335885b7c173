import { useLingui } from "@lingui/react/macro";
import { PageHero } from "@/web/components/ui/page-hero";
import { DestinationsBrowser } from "@/web/features/catalogue/destinations-browser";
import { SaveButton } from "@/web/features/saved/save-button";

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
