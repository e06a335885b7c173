import { useState } from "react";
import type { AdminGuideApplication, ApplicationStatusFilter } from "@/shared/admin/schema";
import { Button } from "@/web/components/ui/button";
import { SelectField } from "@/web/components/ui/field";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table } from "@/web/components/ui/table";
import { formatDate } from "@/web/lib/format";
import { ApplicantBadges } from "./applicant-badges";
import { ApplicationDetailDialog } from "./application-detail-dialog";
import { APPLICATION_STATUS_LABELS, specializationLabel, yearsText } from "./labels";
import { useApplications } from "./queries";

const STATUS_OPTIONS: { value: ApplicationStatusFilter; label: string; empty: string }[] = [
  { value: "pending", label: "Pending", empty: "No applications are waiting for a decision." },
  { value: "approved", label: "Approved", empty: "No approved applications yet." },
  { value: "rejected", label: "Rejected", empty: "No rejected applications." },
  { value: "all", label: "All", empty: "No applications yet." },
];

export function ApplicationsPanel() {
  const [criteria, setCriteria] = useState<{ status: ApplicationStatusFilter; page: number }>({
    status: "pending",
    page: 1,
  });
  const [open, setOpen] = useState<AdminGuideApplication | null>(null);
  const applications = useApplications(criteria.status, criteria.page);
  const rows = applications.data?.applications ?? [];
  const option = STATUS_OPTIONS.find((o) => o.value === criteria.status) ?? STATUS_OPTIONS[0];

  return (
    <section aria-labelledby="admin-applications-heading" className="space-y-4">
      <h2 id="admin-applications-heading" className="sr-only">
        Guide applications
      </h2>
      <SelectField
        label="Status"
        fieldClassName="max-w-xs"
        value={criteria.status}
        onChange={(event) =>
          setCriteria({ status: event.target.value as ApplicationStatusFilter, page: 1 })
        }
        options={STATUS_OPTIONS}
      />

      <Table
        caption="Guide applications"
        columns={applicationColumns(criteria.status === "all", setOpen)}
        rows={rows}
        rowKey={(application) => application.id}
        query={applications}
        loadingText="Loading applications..."
        errorTitle="We couldn't load the applications."
        empty={option.empty}
        footer={
          applications.data &&
          rows.length > 0 && (
            <Pagination
              label="Applications pages"
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

function applicationColumns(
  showStatus: boolean,
  onView: (application: AdminGuideApplication) => void,
): Column<AdminGuideApplication>[] {
  const columns: Array<Column<AdminGuideApplication> | false> = [
    { header: "Name", className: "font-medium text-ink", cell: (a) => a.fullName },
    { header: "Email", wide: true, className: "[overflow-wrap:anywhere]", cell: (a) => a.email },
    { header: "Applicant", cell: (a) => <ApplicantBadges application={a} /> },
    { header: "Specialization", cell: (a) => specializationLabel(a.specialization) },
    {
      header: "Experience",
      wide: true,
      className: "whitespace-nowrap",
      cell: (a) => yearsText(a.experience),
    },
    {
      header: "Submitted",
      wide: true,
      className: "whitespace-nowrap",
      cell: (a) => formatDate(a.createdAt),
    },
    showStatus && { header: "Status", cell: (a) => APPLICATION_STATUS_LABELS[a.status] },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right",
      cell: (a) => (
        <Button
          variant="ghost"
          onClick={() => onView(a)}
          aria-label={`View application from ${a.fullName}`}
        >
          View
        </Button>
      ),
    },
  ];
  return columns.filter((column) => column !== false);
}
