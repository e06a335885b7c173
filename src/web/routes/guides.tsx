import { useLingui } from "@lingui/react/macro";
import { PageHero } from "@/web/components/ui/page-hero";
import { JoinAsGuideButton } from "@/web/features/guide-application";
import { GuidesBrowser } from "@/web/features/guides/guides-browser";

export default function GuidesScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        title={t`Our Expert Tour Guides`}
        subtitle={t`Meet our professional guides who will make your journey unforgettable`}
        image="/images/hero/guides.svg"
        compact
      >
        <JoinAsGuideButton className="inline-flex items-center justify-center rounded-lg bg-white px-4 py-2 text-sm font-semibold md:px-5 md:py-3 md:text-base text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white" />
      </PageHero>
      <GuidesBrowser />
    </>
  );
}
