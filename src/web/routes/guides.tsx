import { ErrorPanel } from "@/web/components/ui/error-panel";
import { PageHero } from "@/web/components/ui/page-hero";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { JoinAsGuideButton } from "@/web/features/guide-application";
import { GuidesBrowser } from "@/web/features/guides/guides-browser";
import { useGuides } from "@/web/features/guides/queries";

export default function GuidesScreen() {
  const guides = useGuides();
  return (
    <>
      <PageHero
        title="Our Expert Tour Guides"
        subtitle="Meet our professional guides who will make your journey unforgettable"
        image="/images/hero/guides.svg"
      >
        <JoinAsGuideButton className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white" />
      </PageHero>
      {guides.isPending ? (
        <StatusScreen text="Loading guides..." />
      ) : guides.isError ? (
        <div className="px-4 py-12">
          <ErrorPanel
            title="We couldn't load our guides."
            message={guides.error.message}
            onRetry={() => void guides.refetch()}
          />
        </div>
      ) : (
        <GuidesBrowser guides={guides.data} />
      )}
    </>
  );
}
