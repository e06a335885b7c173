import { useId, useState } from "react";
import type { AdminGuideApplication, ApplicationStatusFilter } from "@/shared/admin/schema";
import { inputClass } from "@/web/components/ui/field";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { ErrorPanel } from "@/web/features/catalogue/error-panel";
import { formatDate } from "@/web/lib/format";
import { ApplicationDetailDialog } from "./application-detail-dialog";
import { APPLICATION_STATUS_LABELS, specializationLabel, yearsText } from "./labels";
import { Pagination } from "./pagination";
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
  const filterId = useId();
  const option = STATUS_OPTIONS.find((o) => o.value === criteria.status) ?? STATUS_OPTIONS[0];

  return (
    <section aria-labelledby="admin-applications-heading" className="space-y-4">
      <h2 id="admin-applications-heading" className="sr-only">
        Guide applications
      </h2>
      <div className="max-w-xs">
        <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-stone-700">
          Status
        </label>
        <select
          id={filterId}
          value={criteria.status}
          onChange={(event) =>
            setCriteria({ status: event.target.value as ApplicationStatusFilter, page: 1 })
          }
          className={inputClass}
        >
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>

      {applications.isPending ? (
        <StatusScreen text="Loading applications..." />
      ) : applications.isError ? (
        <ErrorPanel
          title="We couldn't load the applications."
          message={applications.error.message}
          onRetry={() => void applications.refetch()}
        />
      ) : applications.data.applications.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-600">
          {option.empty}
        </p>
      ) : (
        <>
          <ApplicationsTable
            applications={applications.data.applications}
            busy={applications.isFetching}
            showStatus={criteria.status === "all"}
            onView={setOpen}
          />
          <Pagination
            label="Applications pages"
            page={criteria.page}
            pageSize={applications.data.pageSize}
            total={applications.data.total}
            onPageChange={(page) => setCriteria((current) => ({ ...current, page }))}
          />
        </>
      )}

      <ApplicationDetailDialog application={open} onClose={() => setOpen(null)} />
    </section>
  );
}

interface ApplicationsTableProps {
  applications: AdminGuideApplication[];
  busy: boolean;
  showStatus: boolean;
  onView: (application: AdminGuideApplication) => void;
}

function ApplicationsTable({ applications, busy, showStatus, onView }: ApplicationsTableProps) {
  const cell = "px-2 py-3 align-top sm:px-3";
  const wideCell = `${cell} hidden md:table-cell`;
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">Guide applications</caption>
        <thead className="bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className={cell}>
              Name
            </th>
            <th scope="col" className={wideCell}>
              Email
            </th>
            <th scope="col" className={cell}>
              Specialization
            </th>
            <th scope="col" className={wideCell}>
              Experience
            </th>
            <th scope="col" className={wideCell}>
              Submitted
            </th>
            {showStatus && (
              <th scope="col" className={cell}>
                Status
              </th>
            )}
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {applications.map((application) => (
            <tr key={application.id}>
              <td className={`${cell} font-medium text-ink`}>{application.fullName}</td>
              <td className={`${wideCell} [overflow-wrap:anywhere]`}>{application.email}</td>
              <td className={cell}>{specializationLabel(application.specialization)}</td>
              <td className={`${wideCell} whitespace-nowrap`}>
                {yearsText(application.experience)}
              </td>
              <td className={`${wideCell} whitespace-nowrap`}>
                {formatDate(application.createdAt)}
              </td>
              {showStatus && (
                <td className={cell}>{APPLICATION_STATUS_LABELS[application.status]}</td>
              )}
              <td className={`${cell} text-right`}>
                <button
                  type="button"
                  onClick={() => onView(application)}
                  aria-label={`View application from ${application.fullName}`}
                  className="rounded-lg px-2 py-1 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  View
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
