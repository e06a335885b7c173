import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ButtonLink } from "@/web/components/ui/button";
import { UsersIcon } from "@/web/components/ui/icons";

interface NotAGuidePanelProps {
  /** A guide account whose guide profile is not set up yet, rather than a traveller. */
  awaitingProfile?: boolean;
  /** The Join as Tourist Guide button; the route supplies the guide application's. */
  joinAsGuide: ReactNode;
}

/** Instead of empty tabs: what the dashboard is for, and how to become a guide. */
export function NotAGuidePanel({ awaitingProfile = false, joinAsGuide }: NotAGuidePanelProps) {
  return (
    <section className="mt-6 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200/70">
      <span className="inline-flex rounded-xl bg-brand-50 p-3 text-brand-700">
        <UsersIcon className="h-7 w-7" />
      </span>
      {awaitingProfile ? (
        <>
          <h2 className="mt-4 text-xl font-semibold text-ink">
            <Trans>Your guide profile is not ready yet</Trans>
          </h2>
          <p className="mt-2 max-w-2xl text-stone-600">
            <Trans>
              Booking requests and availability appear here once our team approves your guide
              application. If you have not applied yet, send your application and we will contact
              you.
            </Trans>
          </p>
        </>
      ) : (
        <>
          <h2 className="mt-4 text-xl font-semibold text-ink">
            <Trans>The dashboard is for tourist guides</Trans>
          </h2>
          <p className="mt-2 max-w-2xl text-stone-600">
            <Trans>
              Guides use this page to manage booking requests and their availability. Love showing
              people around your region? Apply to become a tourist guide and our team will contact
              you.
            </Trans>
          </p>
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {joinAsGuide}
        <ButtonLink to="/packages" variant="secondary">
          <Trans>Browse Tour Packages</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
