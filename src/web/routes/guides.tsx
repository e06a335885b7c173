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
      >
        <JoinAsGuideButton className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white" />
      </PageHero>
      <GuidesBrowser />
    </>
  );
}
