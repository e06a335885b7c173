import { ErrorPanel } from "@/web/components/ui/error-panel";
import { PageHero } from "@/web/components/ui/page-hero";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { DestinationsBrowser } from "@/web/features/catalogue/destinations-browser";
import { useDestinations } from "@/web/features/catalogue/queries";

export default function DestinationsScreen() {
  const destinations = useDestinations();
  return (
    <>
      <PageHero
        title="Explore Destinations"
        subtitle="Discover the most beautiful places in India"
        image="/images/hero/destinations.svg"
      />
      {destinations.isPending ? (
        <StatusScreen text="Loading amazing destinations..." />
      ) : destinations.isError ? (
        <div className="px-4 py-12">
          <ErrorPanel
            title="We couldn't load the destinations."
            message={destinations.error.message}
            onRetry={() => void destinations.refetch()}
          />
        </div>
      ) : (
        <DestinationsBrowser destinations={destinations.data} />
      )}
    </>
  );
}
