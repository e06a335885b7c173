import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { ShieldIcon } from "@/web/components/ui/icons";
import { Tabs } from "@/web/components/ui/tabs";
import { ApplicationsPanel } from "@/web/features/admin/applications-panel";
import { LicencesPanel } from "@/web/features/admin/licences-panel";
import { UsersPanel } from "@/web/features/admin/users-panel";
import { AdminBookingsPanel } from "@/web/features/admin-bookings/bookings-panel";
import { AuditPanel } from "@/web/features/audit/audit-panel";
import { DestinationCard } from "@/web/features/catalogue/destination-card";
import { PackageDetailsView } from "@/web/features/catalogue/package-details-view";
import { ClosuresPanel } from "@/web/features/closures/closures-panel";
import { DestinationsAdminPanel, PackagesAdminPanel } from "@/web/features/content-admin/panels";
import { AdminGuidesPanel } from "@/web/features/guide-profile/admin-guides-panel";
import { InboxPanel } from "@/web/features/inbox/inbox-panel";
import { PaymentsPanel } from "@/web/features/payments-admin/payments-panel";
import { roleOf, useCurrentUser } from "@/web/lib/use-current-user";

const NOT_ADMIN_TEXT = msg`This area is for administrators.`;

export default function AdminScreen() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  // The open section is kept in the address, so a reload or a shared link opens it again.
  const [params, setParams] = useSearchParams();
  if (roleOf(user) !== "admin") {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
        <span className="mb-4 rounded-full bg-brand-50 p-4 text-brand-700">
          <ShieldIcon className="h-8 w-8" />
        </span>
        <p className="text-lg font-semibold text-ink">{t(NOT_ADMIN_TEXT)}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        <Trans>Admin console</Trans>
      </h1>
      <p className="mt-1 text-stone-600">
        <Trans>
          Run the company: accounts, guide applications and licences, guides' profiles, the
          catalogue's destinations, packages and photos, every booking and payment, the inbox and
          newsletter, and the audit log of every change.
        </Trans>
      </p>
      <div className="mt-6">
        <Tabs
          label={t`Admin sections`}
          initialTab={params.get("section") ?? undefined}
          onSelect={(section) => setParams({ section }, { replace: true })}
          tabs={[
            { id: "users", label: t`Users`, content: <UsersPanel /> },
            { id: "applications", label: t`Guide applications`, content: <ApplicationsPanel /> },
            { id: "guides", label: t`Guides`, content: <AdminGuidesPanel /> },
            {
              id: "destinations",
              label: t`Destinations`,
              content: (
                <DestinationsAdminPanel renderCard={(d) => <DestinationCard destination={d} />} />
              ),
            },
            {
              id: "packages",
              label: t`Packages`,
              content: <PackagesAdminPanel renderDetails={(p) => <PackageDetailsView {...p} />} />,
            },
            { id: "closures", label: t`Seasonal closures`, content: <ClosuresPanel /> },
            { id: "licences", label: t`Licences`, content: <LicencesPanel /> },
            { id: "bookings", label: t`Bookings`, content: <AdminBookingsPanel /> },
            { id: "payments", label: t`Payments`, content: <PaymentsPanel /> },
            { id: "inbox", label: t`Inbox`, content: <InboxPanel /> },
            { id: "audit", label: t`Audit log`, content: <AuditPanel /> },
          ]}
        />
      </div>
    </div>
  );
}
