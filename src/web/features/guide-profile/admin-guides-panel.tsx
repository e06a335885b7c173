import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { GuideProfileView } from "@/shared/guides/profile-types";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table } from "@/web/components/ui/table";
import { useToast } from "@/web/components/ui/toast";
import { GuideProfileForm } from "./guide-profile-form";
import { MISSING_LABELS } from "./missing-labels";
import { useAdminGuides, useAdminSaveGuide } from "./queries";

function state(guide: GuideProfileView) {
  if (!guide.listed)
    return (
      <Badge tone="stone">
        <Trans>Unlisted</Trans>
      </Badge>
    );
  if (!guide.verified)
    return (
      <Badge tone="amber">
        <Trans>Not verified</Trans>
      </Badge>
    );
  if (guide.missing.length > 0)
    return (
      <Badge tone="amber">
        <Trans>Incomplete</Trans>
      </Badge>
    );
  return (
    <Badge tone="emerald">
      <Trans>Listed</Trans>
    </Badge>
  );
}

/** The admin console's Guides: every guide, listed or not, and what each one lacks, by pages. */
export function AdminGuidesPanel() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const guides = useAdminGuides(page);
  const [editing, setEditing] = useState<GuideProfileView | null>(null);
  const columns: Column<GuideProfileView>[] = [
    { header: t`No.`, cell: (g) => `#${g.sno}` },
    { header: t`Name`, cell: (g) => <span translate="no">{g.name}</span> },
    { header: t`State`, cell: state },
    {
      header: t`Missing`,
      wide: true,
      cell: (g) =>
        g.missing.length ? g.missing.map((m) => i18n._(MISSING_LABELS[m])).join("; ") : "—",
    },
    {
      header: t`Group`,
      wide: true,
      cell: (g) => {
        const size = g.maxGroupSize;
        return t`up to ${size}`;
      },
    },
    {
      header: t`Actions`,
      hideHeader: true,
      cell: (g) => {
        const name = g.name;
        return (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing(g)}
            aria-label={t`Edit ${name}`}
          >
            <Trans>Edit</Trans>
          </Button>
        );
      },
    },
  ];
  const total = guides.data?.total ?? 0;
  return (
    <>
      <Table
        caption={t`Guides`}
        columns={columns}
        rows={guides.data?.guides ?? []}
        rowKey={(g) => g.sno}
        query={guides}
        loadingText={t`Loading guides...`}
        errorTitle={t`We couldn't load the guides.`}
        empty={t`No guides yet.`}
        footer={
          guides.data && (
            <>
              <p className="text-sm text-stone-600">
                <Plural value={total} one="# guide" other="# guides" />
              </p>
              <Pagination
                label={t`Guides pages`}
                page={page}
                pageSize={guides.data.pageSize}
                total={guides.data.total}
                onPageChange={setPage}
              />
            </>
          )
        }
      />
      {editing && <EditGuideDialog guide={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function EditGuideDialog({ guide, onClose }: { guide: GuideProfileView; onClose: () => void }) {
  const { t } = useLingui();
  const save = useAdminSaveGuide();
  const toast = useToast();
  const name = guide.name;
  const [listed, setListed] = useState(guide.listed);
  return (
    <Dialog open title={t`Edit ${name}`} onClose={onClose} className="max-w-3xl">
      <div className="p-5">
        <GuideProfileForm
          profile={guide}
          saving={save.isPending}
          submitLabel={t`Save guide`}
          onSave={async (input) => {
            await save.mutateAsync({ sno: guide.sno, input: { ...input, listed } });
            toast.success(t`${name} is saved.`);
            onClose();
          }}
        >
          <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={listed}
              onChange={(event) => setListed(event.target.checked)}
            />
            <Trans>
              Listed: travellers may find and book this guide (when the profile is complete)
            </Trans>
          </label>
        </GuideProfileForm>
      </div>
    </Dialog>
  );
}
