import { useLingui } from "@lingui/react/macro";
import { PageHero } from "@/web/components/ui/page-hero";
import { JoinAsGuideButton } from "@/web/features/guide-application";
import { readGuideView } from "@/web/features/guides/guide-search-params";
import { GuidesBrowser } from "@/web/features/guides/guides-browser";
import { firstGuideQuery } from "@/web/features/guides/queries";
import type { FirstData } from "@/web/lib/first-data";

/** The first page of the guides the address asks for comes with the screen's code. */
export const firstData: FirstData = (url) => [
  firstGuideQuery(readGuideView(url.searchParams).filters),
];

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
