import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { LicenceStatus } from "@/shared/guides/licence-schema";
import type { AdminLicence } from "@/shared/guides/licence-types";
import { Button, buttonStyles } from "@/web/components/ui/button";
import { SelectField } from "@/web/components/ui/field";
import { Pagination } from "@/web/components/ui/pagination";
import { errorMessage } from "@/web/components/ui/server-errors";
import { type Column, Table } from "@/web/components/ui/table";
import { useToast } from "@/web/components/ui/toast";
import { formatDate } from "@/web/lib/format";
import { licenceKindLabel } from "./labels";
import {
  FIRST_LICENCES,
  licenceDocumentPath,
  useLicenceDecisions,
  useLicences,
} from "./licence-queries";
import { RejectLicenceDialog } from "./reject-licence-dialog";

const STATUS_OPTIONS: {
  value: LicenceStatus;
  label: MessageDescriptor;
  empty: MessageDescriptor;
}[] = [
  {
    value: "pending",
    label: msg`Pending`,
    empty: msg`No licences are waiting for verification.`,
  },
  { value: "verified", label: msg`Verified`, empty: msg`No verified licences yet.` },
  { value: "rejected", label: msg`Rejected`, empty: msg`No rejected licences.` },
];

/** The guides' licences by review status: pending ones to verify or reject with a reason. */
export function LicencesPanel() {
  const { t, i18n } = useLingui();
  const [criteria, setCriteria] = useState(FIRST_LICENCES);
  const [rejecting, setRejecting] = useState<AdminLicence | null>(null);
  const licences = useLicences(criteria.status, criteria.page);
  const columns = useLicenceColumns(criteria.status, setRejecting);
  const rows = licences.data?.licences ?? [];
  const option = STATUS_OPTIONS.find((o) => o.value === criteria.status) ?? STATUS_OPTIONS[0];

  return (
    <section aria-labelledby="admin-licences-heading" className="space-y-4">
      <h2 id="admin-licences-heading" className="sr-only">
        <Trans>Guide licences</Trans>
      </h2>
      <SelectField
        label={t`Status`}
        fieldClassName="max-w-xs"
        value={criteria.status}
        onChange={(event) => setCriteria({ status: event.target.value as LicenceStatus, page: 1 })}
        options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
      />
      <Table
        caption={t`Guide licences`}
        columns={columns}
        rows={rows}
        rowKey={(licence) => licence.guideSno}
        query={licences}
        loadingText={t`Loading licences...`}
        errorTitle={t`We couldn't load the licences.`}
        empty={i18n._(option.empty)}
        footer={
          licences.data &&
          rows.length > 0 && (
            <Pagination
              label={t`Licences pages`}
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

function useLicenceColumns(
  status: LicenceStatus,
  onReject: (licence: AdminLicence) => void,
): Column<AdminLicence>[] {
  const { t, i18n } = useLingui();
  const checked = (l: AdminLicence) => {
    if (!l.reviewedAt) return "";
    const date = formatDate(l.reviewedAt);
    const reviewer = l.reviewedBy;
    return reviewer ? t`${date} by ${reviewer}` : date;
  };
  const columns: Array<Column<AdminLicence> | false> = [
    {
      header: t`Guide`,
      className: "font-medium text-ink",
      cell: (l) => (
        <>
          <span translate="no">{l.guideName}</span>{" "}
          <span className="font-normal text-stone-500">#{l.guideSno}</span>
        </>
      ),
    },
    { header: t`Kind`, cell: (l) => licenceKindLabel(i18n, l.kind) },
    {
      header: t`Number`,
      className: "[overflow-wrap:anywhere]",
      cell: (l) => <span translate="no">{l.number}</span>,
    },
    {
      header: t`Issued by`,
      wide: true,
      cell: (l) => <span translate="no">{l.authority}</span>,
    },
    {
      header: t`Expires`,
      className: "whitespace-nowrap",
      cell: (l) => formatDate(l.expiresOn),
    },
    status === "pending" && {
      header: t`Sent`,
      wide: true,
      className: "whitespace-nowrap",
      cell: (l) => formatDate(l.submittedAt),
    },
    status !== "pending" && { header: t`Checked`, wide: true, cell: checked },
    status === "rejected" && {
      header: t`Reason`,
      cell: (l) => <span translate="no">{l.rejectionReason ?? ""}</span>,
    },
    {
      header: t`Actions`,
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
  const { t } = useLingui();
  const toast = useToast();
  const { verify } = useLicenceDecisions(licence.guideSno);
  const name = licence.guideName;
  const onVerify = () =>
    verify.mutate(undefined, {
      onSuccess: () =>
        toast.success(
          t`Licence verified. ${name}'s card now shows the Licensed badge, and they have been emailed.`,
        ),
      onError: (error) =>
        toast.error(errorMessage(error, t`The licence could not be verified. Please try again.`)),
    });
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <a
        href={licenceDocumentPath(licence.guideSno)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonStyles({ variant: "ghost" })}
        aria-label={t`View document of ${name}`}
      >
        <Trans>View document</Trans>
      </a>
      {licence.status === "pending" && (
        <>
          <Button
            onClick={onVerify}
            disabled={verify.isPending}
            aria-label={t`Verify licence of ${name}`}
          >
            {verify.isPending ? (
              <Trans>Verifying...</Trans>
            ) : (
              <Trans context="licence">Verify</Trans>
            )}
          </Button>
          <Button
            variant="danger"
            onClick={() => onReject(licence)}
            aria-label={t`Reject licence of ${name}`}
          >
            <Trans>Reject</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
