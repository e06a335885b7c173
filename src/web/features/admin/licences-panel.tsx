import { useState } from "react";
import { LICENCE_KIND_LABELS, type LicenceStatus } from "@/shared/guides/licence-schema";
import type { AdminLicence } from "@/shared/guides/licence-types";
import { Button, buttonStyles } from "@/web/components/ui/button";
import { SelectField } from "@/web/components/ui/field";
import { Pagination } from "@/web/components/ui/pagination";
import { errorMessage } from "@/web/components/ui/server-errors";
import { type Column, Table } from "@/web/components/ui/table";
import { useToast } from "@/web/components/ui/toast";
import { formatDate } from "@/web/lib/format";
import { licenceDocumentPath, useLicenceDecisions, useLicences } from "./licence-queries";
import { RejectLicenceDialog } from "./reject-licence-dialog";

const STATUS_OPTIONS: { value: LicenceStatus; label: string; empty: string }[] = [
  { value: "pending", label: "Pending", empty: "No licences are waiting for verification." },
  { value: "verified", label: "Verified", empty: "No verified licences yet." },
  { value: "rejected", label: "Rejected", empty: "No rejected licences." },
];

/** The guides' licences by review status: pending ones to verify or reject with a reason. */
export function LicencesPanel() {
  const [criteria, setCriteria] = useState<{ status: LicenceStatus; page: number }>({
    status: "pending",
    page: 1,
  });
  const [rejecting, setRejecting] = useState<AdminLicence | null>(null);
  const licences = useLicences(criteria.status, criteria.page);
  const rows = licences.data?.licences ?? [];
  const option = STATUS_OPTIONS.find((o) => o.value === criteria.status) ?? STATUS_OPTIONS[0];

  return (
    <section aria-labelledby="admin-licences-heading" className="space-y-4">
      <h2 id="admin-licences-heading" className="sr-only">
        Guide licences
      </h2>
      <SelectField
        label="Status"
        fieldClassName="max-w-xs"
        value={criteria.status}
        onChange={(event) => setCriteria({ status: event.target.value as LicenceStatus, page: 1 })}
        options={STATUS_OPTIONS}
      />
      <Table
        caption="Guide licences"
        columns={licenceColumns(criteria.status, setRejecting)}
        rows={rows}
        rowKey={(licence) => licence.guideSno}
        query={licences}
        loadingText="Loading licences..."
        errorTitle="We couldn't load the licences."
        empty={option.empty}
        footer={
          licences.data &&
          rows.length > 0 && (
            <Pagination
              label="Licences pages"
              page={criteria.page}
              pageSize={licences.data.pageSize}
              total={licences.data.total}
              onPageChange={(page) => setCriteria((current) => ({ ...current, page }))}
            />
          )
        }
      />
      <RejectLicenceDialog licence={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}

function licenceColumns(
  status: LicenceStatus,
  onReject: (licence: AdminLicence) => void,
): Column<AdminLicence>[] {
  const columns: Array<Column<AdminLicence> | false> = [
    {
      header: "Guide",
      className: "font-medium text-ink",
      cell: (l) => (
        <>
          {l.guideName} <span className="font-normal text-stone-500">#{l.guideSno}</span>
        </>
      ),
    },
    { header: "Kind", cell: (l) => LICENCE_KIND_LABELS[l.kind] ?? l.kind },
    { header: "Number", className: "[overflow-wrap:anywhere]", cell: (l) => l.number },
    { header: "Issued by", wide: true, cell: (l) => l.authority },
    {
      header: "Expires",
      className: "whitespace-nowrap",
      cell: (l) => formatDate(l.expiresOn),
    },
    status === "pending" && {
      header: "Sent",
      wide: true,
      className: "whitespace-nowrap",
      cell: (l) => formatDate(l.submittedAt),
    },
    status !== "pending" && {
      header: "Checked",
      wide: true,
      cell: (l) =>
        l.reviewedAt
          ? `${formatDate(l.reviewedAt)}${l.reviewedBy ? ` by ${l.reviewedBy}` : ""}`
          : "",
    },
    status === "rejected" && { header: "Reason", cell: (l) => l.rejectionReason ?? "" },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right",
      cell: (l) => <LicenceActions licence={l} onReject={onReject} />,
    },
  ];
  return columns.filter((column) => column !== false);
}

function LicenceActions({
  licence,
  onReject,
}: {
  licence: AdminLicence;
  onReject: (licence: AdminLicence) => void;
}) {
  const toast = useToast();
  const { verify } = useLicenceDecisions(licence.guideSno);
  const onVerify = () =>
    verify.mutate(undefined, {
      onSuccess: () =>
        toast.success(
          `Licence verified. ${licence.guideName}'s card now shows the Licensed badge, and they have been emailed.`,
        ),
      onError: (error) =>
        toast.error(errorMessage(error, "The licence could not be verified. Please try again.")),
    });
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <a
        href={licenceDocumentPath(licence.guideSno)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonStyles({ variant: "ghost" })}
        aria-label={`View document of ${licence.guideName}`}
      >
        View document
      </a>
      {licence.status === "pending" && (
        <>
          <Button
            onClick={onVerify}
            disabled={verify.isPending}
            aria-label={`Verify licence of ${licence.guideName}`}
          >
            {verify.isPending ? "Verifying..." : "Verify"}
          </Button>
          <Button
            variant="danger"
            onClick={() => onReject(licence)}
            aria-label={`Reject licence of ${licence.guideName}`}
          >
            Reject
          </Button>
        </>
      )}
    </div>
  );
}
