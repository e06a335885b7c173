import { Link, useSearchParams } from "react-router";
import { PACKAGE_SKELETON_COUNT } from "@/shared/constants";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { PageHero } from "@/web/components/ui/page-hero";
import { PackageCard, PackageCardSkeleton } from "@/web/features/catalogue/package-card";
import { useAvailablePackages, usePackages } from "@/web/features/catalogue/queries";
import { readTripDate, writeTripDate } from "@/web/features/catalogue/trip-date-params";
import { TripDateSearch, tripStatus } from "@/web/features/catalogue/trip-date-search";

function PackageGrid() {
  const packages = usePackages();
  const [searchParams, setSearchParams] = useSearchParams();
  const trip = readTripDate(searchParams);
  const free = useAvailablePackages(trip);
  const freeIds =
    trip && free.data && !free.isPlaceholderData ? new Set(free.data.packageIds) : null;
  const shown = packages.data?.filter((pkg) => !freeIds || freeIds.has(pkg.id)) ?? [];
  const search = (
    <TripDateSearch
      trip={trip}
      onChange={(next) =>
        setSearchParams((current) => writeTripDate(new URLSearchParams(current), next), {
          replace: true,
        })
      }
      status={tripStatus(
        trip,
        freeIds ? { count: shown.length, noun: "tour package" } : undefined,
        free.isError ? free.error.message : undefined,
      )}
    />
  );

  if (packages.isError) {
    return (
      <ErrorPanel
        title="We couldn't load the tour packages."
        message={packages.error.message}
        onRetry={() => void packages.refetch()}
      />
    );
  }

  if (packages.isPending) {
    return (
      <section aria-busy="true" aria-label="Tour packages">
        <p role="status" className="sr-only">
          Loading tour packages...
        </p>
        <ul className="grid gap-6 @2xl:grid-cols-2 @5xl:grid-cols-3">
          {Array.from({ length: PACKAGE_SKELETON_COUNT }, (_, index) => (
            <li key={index} className="flex">
              <PackageCardSkeleton />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  if (packages.data.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-6 py-12 text-center text-stone-600 shadow-md">
        No tour packages are on offer right now. Please check back soon.
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {search}
      {shown.length === 0 ? (
        <p className="rounded-2xl bg-white px-6 py-12 text-center text-stone-600 shadow-md">
          No guide is free for a whole tour from that date. Try another date, or contact us and we
          will find one for you.
        </p>
      ) : (
        <ul aria-label="Tour packages" className="grid gap-6 @2xl:grid-cols-2 @5xl:grid-cols-3">
          {shown.map((pkg) => (
            <li key={pkg.id} className="flex">
              <PackageCard pkg={pkg} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function PackagesScreen() {
  return (
    <>
      <PageHero
        title="Tour Packages"
        subtitle="Handpicked journeys across India, with local guides, comfortable stays and every day planned"
        image="/images/hero/packages.svg"
      />
      <div className="@container mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14">
        <PackageGrid />
      </div>
      <section
        aria-labelledby="packages-cta"
        className="mx-4 mb-12 rounded-3xl bg-gradient-to-br from-brand-700 to-amber-600 px-6 py-12 text-center text-white shadow-lg sm:mx-6 md:mx-auto md:max-w-5xl"
      >
        <h2 id="packages-cta" className="text-2xl font-bold sm:text-3xl">
          Can't find the perfect package?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-white/90">
          Tell us where you want to go and how you like to travel. Our travel experts will plan a
          tour around you.
        </p>
        <Link
          to="/contact-us"
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Contact Us
        </Link>
      </section>
    </>
  );
}
