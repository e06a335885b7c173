import { buttonStyles } from "@/web/components/ui/button";
import type { TabItem } from "@/web/components/ui/tabs";
import { DashboardFrame, GuideDashboard } from "@/web/features/dashboard/guide-dashboard";
import type { DashboardMessaging } from "@/web/features/dashboard/messaging-slots";
import { NotAGuidePanel } from "@/web/features/dashboard/not-a-guide-panel";
import { JoinAsGuideButton } from "@/web/features/guide-application";
import { LicencePanel } from "@/web/features/guide-licence/licence-panel";
import { ConversationPanel } from "@/web/features/messages/conversation-panel";
import { MessageButton } from "@/web/features/messages/message-button";
import { UnreadNote } from "@/web/features/messages/unread-note";
import { canUseDashboard, roleOf, useCurrentUser } from "@/web/lib/use-current-user";

/** The dashboard's conversations, unread counts and Message buttons come from the messages feature. */
export const dashboardMessaging: DashboardMessaging = {
  MessageButton,
  UnreadNote,
  ConversationPanel,
};

const joinAsGuide = <JoinAsGuideButton className={buttonStyles()} />;

/** A guide's own tabs after the booking tabs. */
const guideTabs: TabItem[] = [{ id: "licence", label: "Licence", content: <LicencePanel /> }];

/** /dashboard: any signed-in user may open it (spec §6); only guides and admins get the tabs. */
export default function DashboardScreen() {
  const { user } = useCurrentUser();
  const role = roleOf(user);
  if (role && canUseDashboard(role)) {
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
