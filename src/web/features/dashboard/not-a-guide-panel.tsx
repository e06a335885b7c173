import { Link } from "react-router";
import { buttonClass } from "@/web/components/ui/field";
import { UsersIcon } from "@/web/components/ui/icons";
import { useGuideApplication } from "@/web/features/guide-application";

interface NotAGuidePanelProps {
  /** A guide account whose guide profile is not set up yet, rather than a traveller. */
  awaitingProfile?: boolean;
}

/** Instead of empty tabs: what the dashboard is for, and how to become a guide. */
export function NotAGuidePanel({ awaitingProfile = false }: NotAGuidePanelProps) {
  const { open, available } = useGuideApplication();
  return (
    <section className="mt-6 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200/70">
      <span className="inline-flex rounded-xl bg-brand-50 p-3 text-brand-700">
        <UsersIcon className="h-7 w-7" />
      </span>
      {awaitingProfile ? (
        <>
          <h2 className="mt-4 text-xl font-semibold text-ink">
            Your guide profile is not ready yet
          </h2>
          <p className="mt-2 max-w-2xl text-stone-600">
            Booking requests and availability appear here once our team approves your guide
            application. If you have not applied yet, send your application and we will contact you.
          </p>
        </>
      ) : (
        <>
          <h2 className="mt-4 text-xl font-semibold text-ink">
            The dashboard is for tourist guides
          </h2>
          <p className="mt-2 max-w-2xl text-stone-600">
            Guides use this page to manage booking requests and their availability. Love showing
            people around your region? Apply to become a tourist guide and our team will contact
            you.
          </p>
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {available && (
          <button
            type="button"
            onClick={open}
            aria-haspopup="dialog"
            className={buttonClass.primary}
          >
            Join as Tourist Guide
          </button>
        )}
        <Link to="/packages" className={buttonClass.secondary}>
          Browse Tour Packages
        </Link>
      </div>
    </section>
  );
}
