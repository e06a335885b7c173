import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@/web/components/ui/link";
import { PageHero } from "@/web/components/ui/page-hero";
import { readPackageView } from "@/web/features/catalogue/package-search-params";
import { PackagesBrowser } from "@/web/features/catalogue/packages-browser";
import { firstPackageQuery } from "@/web/features/catalogue/queries";
import { savedPlacesQuery } from "@/web/features/saved/queries";
import { SaveButton } from "@/web/features/saved/save-button";
import type { FirstData } from "@/web/lib/first-data";

/**
 * The page of packages the address asks for comes with the screen's code (first screen), and which
 * of them the reader has saved (the hearts on the cards).
 */
export const firstData: FirstData = (url) => {
  const { filters, trip } = readPackageView(url.searchParams);
  return [firstPackageQuery(filters, trip), savedPlacesQuery];
};

export default function PackagesScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        title={t`Tour Packages`}
        subtitle={t`Handpicked journeys across India, with local guides, comfortable stays and every day planned`}
        image="/images/hero/packages.svg"
        compact
      />
      <PackagesBrowser renderCardAction={(item) => <SaveButton {...item} />} />
      <section
        aria-labelledby="packages-cta"
        className="mx-4 mb-12 rounded-3xl bg-gradient-to-br from-brand-700 to-amber-600 px-6 py-12 text-center text-white shadow-lg sm:mx-6 md:mx-auto md:max-w-5xl"
      >
        <h2 id="packages-cta" className="text-2xl font-bold sm:text-3xl">
          <Trans>Can't find the perfect package?</Trans>
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-white/90">
          <Trans>
            Tell us where you want to go and how you like to travel. Our travel experts will plan a
            tour around you.
          </Trans>
        </p>
        <Link
          to="/contact-us"
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Trans>Contact Us</Trans>
        </Link>
      </section>
    </>
  );
}
