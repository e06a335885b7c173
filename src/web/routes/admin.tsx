import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ComponentType, lazy } from "react";
import { useSearchParams } from "react-router";
import { ShieldIcon } from "@/web/components/ui/icons";
import { LazySection } from "@/web/components/ui/lazy-section";
import { Tabs } from "@/web/components/ui/tabs";
import { FIRST_LICENCES, licencesQuery } from "@/web/features/admin/licence-queries";
import {
  adminUsersQuery,
  applicationsQuery,
  FIRST_APPLICATIONS,
  FIRST_USERS,
} from "@/web/features/admin/queries";
import {
  adminBookingsQuery,
  NO_FILTERS as NO_BOOKING_FILTERS,
} from "@/web/features/admin-bookings/queries";
import { auditLogQuery, NO_AUDIT_FILTERS } from "@/web/features/audit/queries";
import { DestinationCard } from "@/web/features/catalogue/destination-card";
import { PackageDetailsView } from "@/web/features/catalogue/package-details-view";
import { closuresQuery } from "@/web/features/closures/queries";
import {
  destinationListQuery,
  FIRST_LIST_PAGE,
  packageListQuery,
} from "@/web/features/content-admin/queries";
import { adminGuidesQuery } from "@/web/features/guide-profile/queries";
import { FIRST_MESSAGE_STATUS, inboxMessagesQuery } from "@/web/features/inbox/queries";
import {
  NO_FILTERS as NO_PAYMENT_FILTERS,
  paymentsQuery,
} from "@/web/features/payments-admin/queries";
import type { FirstData, FirstQuery } from "@/web/lib/first-data";
import { withMessages } from "@/web/lib/i18n";
import { roleOf, useCurrentUser } from "@/web/lib/use-current-user";

const NOT_ADMIN_TEXT = msg`This area is for administrators.`;

/**
 * Each section's code loads when the section is first opened: the console's page (and the one
 * section an admin opens) then starts with a fraction of the code of all eleven (decision 0045).
 */
function section<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const UsersPanel = section(
  () => withMessages(() => import("@/web/features/admin/users-panel")),
  (m) => m.UsersPanel,
);
const ApplicationsPanel = section(
  () => withMessages(() => import("@/web/features/admin/applications-panel")),
  (m) => m.ApplicationsPanel,
);
const AdminGuidesPanel = section(
  () => withMessages(() => import("@/web/features/guide-profile/admin-guides-panel")),
  (m) => m.AdminGuidesPanel,
);
const DestinationsAdminPanel = section(
  () => withMessages(() => import("@/web/features/content-admin/panels")),
  (m) => m.DestinationsAdminPanel,
);
const PackagesAdminPanel = section(
  () => withMessages(() => import("@/web/features/content-admin/panels")),
  (m) => m.PackagesAdminPanel,
);
const ClosuresPanel = section(
  () => withMessages(() => import("@/web/features/closures/closures-panel")),
  (m) => m.ClosuresPanel,
);
const LicencesPanel = section(
  () => withMessages(() => import("@/web/features/admin/licences-panel")),
  (m) => m.LicencesPanel,
);
const AdminBookingsPanel = section(
  () => withMessages(() => import("@/web/features/admin-bookings/bookings-panel")),
  (m) => m.AdminBookingsPanel,
);
const PaymentsPanel = section(
  () => withMessages(() => import("@/web/features/payments-admin/payments-panel")),
  (m) => m.PaymentsPanel,
);
const InboxPanel = section(
  () => withMessages(() => import("@/web/features/inbox/inbox-panel")),
  (m) => m.InboxPanel,
);
const AuditPanel = section(
  () => withMessages(() => import("@/web/features/audit/audit-panel")),
  (m) => m.AuditPanel,
);

/** What each section shows first: its list as the section opens it. */
const SECTION_QUERIES: Record<string, () => FirstQuery[]> = {
  users: () => [adminUsersQuery(FIRST_USERS.search, FIRST_USERS.page)],
  applications: () => [applicationsQuery(FIRST_APPLICATIONS.status, FIRST_APPLICATIONS.page)],
  guides: () => [adminGuidesQuery(1)],
  destinations: () => [destinationListQuery(FIRST_LIST_PAGE)],
  packages: () => [packageListQuery(FIRST_LIST_PAGE)],
  closures: () => [closuresQuery],
  licences: () => [licencesQuery(FIRST_LICENCES.status, FIRST_LICENCES.page)],
  bookings: () => [adminBookingsQuery(NO_BOOKING_FILTERS, 1)],
  payments: () => [paymentsQuery(NO_PAYMENT_FILTERS)],
  inbox: () => [inboxMessagesQuery(FIRST_MESSAGE_STATUS, "", 1)],
  audit: () => [auditLogQuery(NO_AUDIT_FILTERS, 1)],
};

/**
 * The section the address opens (the first when it names none) comes with the console's code: the
 * server renders it with its list, as the admin will see it. Someone who is not an admin sees no
 * section, and their requests are answered "forbidden", harmlessly.
 */
export const firstData: FirstData = (url) =>
  (SECTION_QUERIES[url.searchParams.get("section") ?? ""] ?? SECTION_QUERIES.users)?.() ?? [];

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
            {
              id: "users",
              label: t`Users`,
              content: (
                <LazySection>
                  <UsersPanel />
                </LazySection>
              ),
            },
            {
              id: "applications",
              label: t`Guide applications`,
              content: (
                <LazySection>
                  <ApplicationsPanel />
                </LazySection>
              ),
            },
            {
              id: "guides",
              label: t`Guides`,
              content: (
                <LazySection>
                  <AdminGuidesPanel />
                </LazySection>
              ),
            },
            {
              id: "destinations",
              label: t`Destinations`,
              content: (
                <LazySection>
                  <DestinationsAdminPanel renderCard={(d) => <DestinationCard destination={d} />} />
                </LazySection>
              ),
            },
            {
              id: "packages",
              label: t`Packages`,
              content: (
                <LazySection>
                  <PackagesAdminPanel renderDetails={(p) => <PackageDetailsView {...p} />} />
                </LazySection>
              ),
            },
            {
              id: "closures",
              label: t`Seasonal closures`,
              content: (
                <LazySection>
                  <ClosuresPanel />
                </LazySection>
              ),
            },
            {
              id: "licences",
              label: t`Licences`,
              content: (
                <LazySection>
                  <LicencesPanel />
                </LazySection>
              ),
            },
            {
              id: "bookings",
              label: t`Bookings`,
              content: (
                <LazySection>
                  <AdminBookingsPanel />
                </LazySection>
              ),
            },
            {
              id: "payments",
              label: t`Payments`,
              content: (
                <LazySection>
                  <PaymentsPanel />
                </LazySection>
              ),
            },
            {
              id: "inbox",
              label: t`Inbox`,
              content: (
                <LazySection>
                  <InboxPanel />
                </LazySection>
              ),
            },
            {
              id: "audit",
              label: t`Audit log`,
              content: (
                <LazySection>
                  <AuditPanel />
                </LazySection>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
