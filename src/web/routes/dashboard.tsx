import { canUseDashboard, roleOf, useCurrentUser } from "@/web/features/auth/use-current-user";
import { DashboardFrame, GuideDashboard } from "@/web/features/dashboard/guide-dashboard";
import { NotAGuidePanel } from "@/web/features/dashboard/not-a-guide-panel";

/** /dashboard: any signed-in user may open it (spec §6); only guides and admins get the tabs. */
export default function DashboardScreen() {
  const { user } = useCurrentUser();
  const role = roleOf(user);
  if (role && canUseDashboard(role)) return <GuideDashboard sessionRole={role} />;
  return (
    <DashboardFrame>
      <NotAGuidePanel />
    </DashboardFrame>
  );
}
