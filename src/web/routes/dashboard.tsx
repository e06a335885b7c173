import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, Suspense, useState } from "react";
import type { Guide } from "@/shared/guides/types";
import { buttonStyles } from "@/web/components/ui/button";
import { LazySection } from "@/web/components/ui/lazy-section";
import type { TabItem } from "@/web/components/ui/tabs";
import { CalendarFeedPanel } from "@/web/features/calendar-feed/calendar-feed-panel";
import { calendarFeedQuery } from "@/web/features/calendar-feed/queries";
import { DashboardFrame, GuideDashboard } from "@/web/features/dashboard/guide-dashboard";
import type { DashboardMessaging } from "@/web/features/dashboard/messaging-slots";
import { NotAGuidePanel } from "@/web/features/dashboard/not-a-guide-panel";
import {
  DASHBOARD_LISTS,
  dashboardBookingsQuery,
  dashboardInfoQuery,
} from "@/web/features/dashboard/queries";
import { JoinAsGuideButton } from "@/web/features/guide-application";
import { CalendarLoading } from "@/web/features/guide-calendar/calendar-loading";
import { guideCalendarQuery } from "@/web/features/guide-calendar/queries";
import { ownLicenceQuery } from "@/web/features/guide-licence/queries";
import { GuideProfilePanel } from "@/web/features/guide-profile/guide-profile-panel";
import { guideProfileQuery } from "@/web/features/guide-profile/queries";
import { GuideCard } from "@/web/features/guides/guide-card";
import { ConversationPanel } from "@/web/features/messages/conversation-panel";
import { MessageButton } from "@/web/features/messages/message-button";
import { UnreadNote } from "@/web/features/messages/unread-note";
import type { FirstData, FirstQuery } from "@/web/lib/first-data";
import { addressOpens, lazyPart } from "@/web/lib/lazy-part";
import { canUseDashboard, roleOf, useCurrentUser } from "@/web/lib/use-current-user";

/**
 * The calendar section's code (the date picker with it, a tenth of the dashboard's script) and the
 * licence section's form (with the form library, which no other section shows first; decision
 * 0049) load when the section is opened; the page preloads them when its address opens that
 * section (src/shared/screens/route-screens.ts).
 */
const GuideCalendarPanel = lazyPart(
  () =>
    import("@/web/features/guide-calendar/guide-calendar-panel").then((m) => m.GuideCalendarPanel),
  addressOpens("section", "calendar"),
);
const LicencePanel = lazyPart(
  () => import("@/web/features/guide-licence/licence-panel").then((m) => m.LicencePanel),
  addressOpens("section", "licence"),
);

/** The dashboard's conversations, unread counts and Message buttons come from the messages feature. */
export const dashboardMessaging: DashboardMessaging = {
  MessageButton,
  UnreadNote,
  ConversationPanel,
};

const joinAsGuide = <JoinAsGuideButton className={buttonStyles()} />;

/** The guide's card as the Guides page shows it, to preview a profile. */
function GuideCardPreview({ guide }: { guide: Guide }) {
  const [expanded, setExpanded] = useState(false);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  return (
    <GuideCard
      guide={guide}
      expanded={expanded}
      onToggle={() => setExpanded((open) => !open)}
      reviewsOpen={reviewsOpen}
      onToggleReviews={() => setReviewsOpen((open) => !open)}
    />
  );
}

/** A guide's own tabs after the booking tabs; each label is translated where it is shown. */
const GUIDE_TABS: { id: string; label: MessageDescriptor; content: ReactNode }[] = [
  {
    id: "guide-profile",
    label: msg`My guide profile`,
    content: <GuideProfilePanel renderCard={(guide) => <GuideCardPreview guide={guide} />} />,
  },
  {
    id: "calendar",
    label: msg`Calendar`,
    content: (
      <>
        <Suspense fallback={<CalendarLoading />}>
          <GuideCalendarPanel />
        </Suspense>
        <CalendarFeedPanel />
      </>
    ),
  },
  {
    id: "licence",
    label: msg`Licence`,
    content: (
      <LazySection>
        <LicencePanel />
      </LazySection>
    ),
  },
];

/**
 * What each section shows first; the booking sections open on their list's first page, the
 * calendar with its feed's panel below it.
 */
const SECTION_QUERIES: Record<string, FirstQuery[]> = {
  requests: [dashboardBookingsQuery(DASHBOARD_LISTS.requests, 0)],
  upcoming: [dashboardBookingsQuery(DASHBOARD_LISTS.upcoming, 0)],
  management: [dashboardBookingsQuery(DASHBOARD_LISTS.management, 0)],
  "guide-profile": [guideProfileQuery],
  calendar: [guideCalendarQuery, calendarFeedQuery],
  licence: [ownLicenceQuery],
};

/**
 * Whom the dashboard is for and the section the address opens (the first when it names none): a
 * person who is not a guide sees neither, and their requests are answered "forbidden", harmlessly.
 */
export const firstData: FirstData = (url) => {
  const section =
    SECTION_QUERIES[url.searchParams.get("section") ?? ""] ?? SECTION_QUERIES.requests;
  return [dashboardInfoQuery, ...(section ?? [])];
};

/** /dashboard: any signed-in user may open it (spec §6); only guides and admins get the tabs. */
export default function DashboardScreen() {
  const { i18n } = useLingui();
  const { user } = useCurrentUser();
  const role = roleOf(user);
  if (role && canUseDashboard(role)) {
    const guideTabs: TabItem[] = GUIDE_TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }));
    return (
      <GuideDashboard
        sessionRole={role}
        messaging={dashboardMessaging}
        joinAsGuide={joinAsGuide}
        guideTabs={guideTabs}
      />
    );
  }
  return (
    <DashboardFrame>
      <NotAGuidePanel joinAsGuide={joinAsGuide} />
    </DashboardFrame>
  );
}
