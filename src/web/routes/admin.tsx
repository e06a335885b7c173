import { ShieldIcon } from "@/web/components/ui/icons";
import { Tabs } from "@/web/components/ui/tabs";
import { ApplicationsPanel } from "@/web/features/admin/applications-panel";
import { LicencesPanel } from "@/web/features/admin/licences-panel";
import { UsersPanel } from "@/web/features/admin/users-panel";
import { ClosuresPanel } from "@/web/features/closures/closures-panel";
import { AdminGuidesPanel } from "@/web/features/guide-profile/admin-guides-panel";
import { PaymentsPanel } from "@/web/features/payments-admin/payments-panel";
import { roleOf, useCurrentUser } from "@/web/lib/use-current-user";

export const NOT_ADMIN_TEXT = "This area is for administrators.";

export default function AdminScreen() {
  const { user } = useCurrentUser();
  if (roleOf(user) !== "admin") {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
        <span className="mb-4 rounded-full bg-brand-50 p-4 text-brand-700">
          <ShieldIcon className="h-8 w-8" />
        </span>
        <p className="text-lg font-semibold text-ink">{NOT_ADMIN_TEXT}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Admin console</h1>
      <p className="mt-1 text-stone-600">
        Manage accounts, decide on guide applications, verify licences, keep guides' profiles and
        destinations' seasons right, and follow payments, issue refunds and match UPI transfers.
      </p>
      <div className="mt-6">
        <Tabs
          label="Admin sections"
          tabs={[
            { id: "users", label: "Users", content: <UsersPanel /> },
            { id: "applications", label: "Guide applications", content: <ApplicationsPanel /> },
            { id: "guides", label: "Guides", content: <AdminGuidesPanel /> },
            { id: "closures", label: "Seasonal closures", content: <ClosuresPanel /> },
            { id: "licences", label: "Licences", content: <LicencesPanel /> },
            { id: "payments", label: "Payments", content: <PaymentsPanel /> },
          ]}
        />
      </div>
    </div>
  );
}
