import { PageHero } from "@/web/components/ui/page-hero";
import { DestinationsBrowser } from "@/web/features/catalogue/destinations-browser";

export default function DestinationsScreen() {
  return (
    <>
      <PageHero
        title="Explore Destinations"
        subtitle="Discover the most beautiful places in India"
        image="/images/hero/destinations.svg"
      />
      <DestinationsBrowser />
    </>
  );
}
