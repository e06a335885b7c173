import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import type { BookingView } from "@/shared/bookings/types";
import type { Role } from "@/shared/constants";
import { type TabItem, Tabs } from "@/web/components/ui/tabs";
import { AvailabilitySelect } from "./availability-select";
import { DASHBOARD_TEXT, TAB_LABELS } from "./dashboard-texts";
import { ListLoading } from "./list-states";
import { ManagementPanel } from "./management-panel";
import { MessagesPanel } from "./messages-panel";
import { type DashboardMessaging, DashboardMessagingProvider } from "./messaging-slots";
import { NewRequestsPanel } from "./new-requests-panel";
import { NotAGuidePanel } from "./not-a-guide-panel";
import { isForbidden, isSignedOut, useDashboardInfo } from "./queries";
import { UpcomingPanel } from "./upcoming-panel";
import { useErrorToast } from "./use-error-toast";

export function DashboardFrame({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink">
          <Trans>Dashboard</Trans>
        </h1>
        {aside}
      </header>
      {children}
    </div>
  );
}

interface GuideDashboardProps {
  sessionRole: Role;
  /** The messages feature's pieces, passed in by the route. */
  messaging: DashboardMessaging;
  /** The guide application's Join button, for an account that is not a guide yet. */
  joinAsGuide: ReactNode;
  /** A guide's own tabs after the booking tabs (profile, calendar, licence), composed by the route. */
  guideTabs?: TabItem[];
}

/** The dashboard of a guide, or of an admin who sees every guide's bookings. */
export function GuideDashboard({
  sessionRole,
  messaging,
  joinAsGuide,
  guideTabs = [],
}: GuideDashboardProps) {
  const { t } = useLingui();
  const info = useDashboardInfo();
  const forbidden = isForbidden(info.error);
  useErrorToast(forbidden ? null : info.error, info.errorUpdatedAt, (error) =>
    t(isSignedOut(error) ? DASHBOARD_TEXT.notLoggedIn : DASHBOARD_TEXT.availabilityFetchFailed),
  );

  const guide = info.data?.guide ?? null;
  const role = info.data?.role ?? sessionRole;
  return (
    <DashboardFrame aside={guide && <AvailabilitySelect isAvailable={guide.isAvailable} />}>
      {info.isPending ? (
        <ListLoading text={t`Loading your dashboard...`} />
      ) : forbidden || role === "user" ? (
        <NotAGuidePanel joinAsGuide={joinAsGuide} />
      ) : role === "guide" && info.isSuccess && !guide ? (
        <NotAGuidePanel awaitingProfile joinAsGuide={joinAsGuide} />
      ) : (
        <DashboardMessagingProvider value={messaging}>
          <BookingTabs role={role} guideTabs={guide ? guideTabs : []} />
        </DashboardMessagingProvider>
      )}
    </DashboardFrame>
  );
}

function BookingTabs({ role, guideTabs }: { role: Role; guideTabs: TabItem[] }) {
  const { t } = useLingui();
  const [messaging, setMessaging] = useState<BookingView | null>(null);
  // The open section is kept in the address, as the admin console does: a reload or a link opens it.
  const [params, setParams] = useSearchParams();
  const showGuide = role === "admin";
  return (
    <>
      <p className="mt-1 text-stone-600">
        {showGuide ? (
          <Trans>Booking requests and bookings for every guide.</Trans>
        ) : (
          <Trans>Your booking requests, upcoming trips and bookings.</Trans>
        )}
      </p>
      <div className="mt-6">
        <Tabs
          label={t`Dashboard sections`}
          initialTab={params.get("section") ?? undefined}
          onSelect={(section) => setParams({ section }, { replace: true })}
          tabs={[
            {
              id: "requests",
              label: t(TAB_LABELS.requests),
              content: <NewRequestsPanel showGuide={showGuide} onMessage={setMessaging} />,
            },
            {
              id: "upcoming",
              label: t(TAB_LABELS.upcoming),
              content: <UpcomingPanel showGuide={showGuide} onMessage={setMessaging} />,
            },
            {
              id: "management",
              label: t(TAB_LABELS.management),
              content: <ManagementPanel showGuide={showGuide} />,
            },
            ...guideTabs,
          ]}
        />
      </div>
      <MessagesPanel booking={messaging} onClose={() => setMessaging(null)} />
    </>
  );
}
