import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { AdminGuideApplication, ApplicationStatusFilter } from "@/shared/admin/schema";
import { Button } from "@/web/components/ui/button";
import { SelectField } from "@/web/components/ui/field";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table } from "@/web/components/ui/table";
import { formatDate } from "@/web/lib/format";
import { ApplicantBadges } from "./applicant-badges";
import { ApplicationDetailDialog } from "./application-detail-dialog";
import { APPLICATION_STATUS_LABELS, specializationLabel } from "./labels";
import { FIRST_APPLICATIONS, useApplications } from "./queries";
import { Years } from "./years";

const STATUS_OPTIONS: {
  value: ApplicationStatusFilter;
  label: MessageDescriptor;
  empty: MessageDescriptor;
}[] = [
  {
    value: "pending",
    label: APPLICATION_STATUS_LABELS.pending,
    empty: msg`No applications are waiting for a decision.`,
  },
  {
    value: "approved",
    label: APPLICATION_STATUS_LABELS.approved,
    empty: msg`No approved applications yet.`,
  },
  {
    value: "rejected",
    label: APPLICATION_STATUS_LABELS.rejected,
    empty: msg`No rejected applications.`,
  },
  { value: "all", label: msg`All`, empty: msg`No applications yet.` },
];

export function ApplicationsPanel() {
  const { t, i18n } = useLingui();
  const [criteria, setCriteria] = useState(FIRST_APPLICATIONS);
  const [open, setOpen] = useState<AdminGuideApplication | null>(null);
  const applications = useApplications(criteria.status, criteria.page);
  const columns = useApplicationColumns(criteria.status === "all", setOpen);
  const rows = applications.data?.applications ?? [];
  const option = STATUS_OPTIONS.find((o) => o.value === criteria.status) ?? STATUS_OPTIONS[0];

  return (
    <section aria-labelledby="admin-applications-heading" className="space-y-4">
      <h2 id="admin-applications-heading" className="sr-only">
        <Trans>Guide applications</Trans>
      </h2>
      <SelectField
        label={t`Status`}
        fieldClassName="max-w-xs"
        value={criteria.status}
        onChange={(event) =>
          setCriteria({ status: event.target.value as ApplicationStatusFilter, page: 1 })
        }
        options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
      />

      <Table
        caption={t`Guide applications`}
        columns={columns}
        rows={rows}
        rowKey={(application) => application.id}
        query={applications}
        loadingText={t`Loading applications...`}
        errorTitle={t`We couldn't load the applications.`}
        empty={i18n._(option.empty)}
        footer={
          applications.data &&
          rows.length > 0 && (
            <Pagination
              label={t`Applications pages`}
              page={criteria.page}
              pageSize={applications.data.pageSize}
              total={applications.data.total}
              onPageChange={(page) => setCriteria((current) => ({ ...current, page }))}
            />
          )
        }
      />

      <ApplicationDetailDialog application={open} onClose={() => setOpen(null)} />
    </section>
  );
}

function useApplicationColumns(
  showStatus: boolean,
  onView: (application: AdminGuideApplication) => void,
): Column<AdminGuideApplication>[] {
  const { t, i18n } = useLingui();
  const columns: Array<Column<AdminGuideApplication> | false> = [
    {
      header: t`Name`,
      className: "font-medium text-ink",
      cell: (a) => <span translate="no">{a.fullName}</span>,
    },
    {
      header: t`Email`,
      wide: true,
      className: "[overflow-wrap:anywhere]",
      cell: (a) => <span translate="no">{a.email}</span>,
    },
    { header: t`Applicant`, cell: (a) => <ApplicantBadges application={a} /> },
    { header: t`Specialization`, cell: (a) => specializationLabel(i18n, a.specialization) },
    {
      header: t`Experience`,
      wide: true,
      className: "whitespace-nowrap",
      cell: (a) => <Years years={a.experience} />,
    },
    {
      header: t`Submitted`,
      wide: true,
      className: "whitespace-nowrap",
      cell: (a) => formatDate(a.createdAt),
    },
    showStatus && {
      header: t`Status`,
      cell: (a) => i18n._(APPLICATION_STATUS_LABELS[a.status]),
    },
    {
      header: t`Actions`,
      hideHeader: true,
      className: "text-right",
      cell: (a) => <ViewButton application={a} onView={onView} />,
    },
  ];
  return columns.filter((column) => column !== false);
}

/** "View", named for screen readers with whose application it opens. */
function ViewButton({
  application,
  onView,
}: {
  application: AdminGuideApplication;
  onView: (application: AdminGuideApplication) => void;
}) {
  const { t } = useLingui();
  const fullName = application.fullName;
  return (
    <Button
      variant="ghost"
      onClick={() => onView(application)}
      aria-label={t`View application from ${fullName}`}
    >
      <Trans>View</Trans>
    </Button>
  );
}
