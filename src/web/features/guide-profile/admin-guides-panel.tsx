import { useState } from "react";
import type { GuideProfileView } from "@/shared/guides/profile-types";
import { MISSING_TEXT } from "@/shared/guides/profile-types";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table } from "@/web/components/ui/table";
import { useToast } from "@/web/components/ui/toast";
import { GuideProfileForm } from "./guide-profile-form";
import { useAdminGuides, useAdminSaveGuide } from "./queries";

function state(guide: GuideProfileView) {
  if (!guide.listed) return <Badge tone="stone">Unlisted</Badge>;
  if (!guide.verified) return <Badge tone="amber">Not verified</Badge>;
  if (guide.missing.length > 0) return <Badge tone="amber">Incomplete</Badge>;
  return <Badge tone="emerald">Listed</Badge>;
}

/** The admin console's Guides: every guide, listed or not, and what each one lacks, by pages. */
export function AdminGuidesPanel() {
  const [page, setPage] = useState(1);
  const guides = useAdminGuides(page);
  const [editing, setEditing] = useState<GuideProfileView | null>(null);
  const columns: Column<GuideProfileView>[] = [
    { header: "No.", cell: (g) => `#${g.sno}` },
    { header: "Name", cell: (g) => g.name },
    { header: "State", cell: state },
    {
      header: "Missing",
      wide: true,
      cell: (g) => (g.missing.length ? g.missing.map((m) => MISSING_TEXT[m]).join("; ") : "—"),
    },
    { header: "Group", wide: true, cell: (g) => `up to ${g.maxGroupSize}` },
    {
      header: "Actions",
      hideHeader: true,
      cell: (g) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setEditing(g)}
          aria-label={`Edit ${g.name}`}
        >
          Edit
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table
        caption="Guides"
        columns={columns}
        rows={guides.data?.guides ?? []}
        rowKey={(g) => g.sno}
        query={guides}
        loadingText="Loading guides..."
        errorTitle="We couldn't load the guides."
        empty="No guides yet."
        footer={
          guides.data && (
            <>
              <p className="text-sm text-stone-600">
                {guides.data.total === 1 ? "1 guide" : `${guides.data.total} guides`}
              </p>
              <Pagination
                label="Guides pages"
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
  const save = useAdminSaveGuide();
  const toast = useToast();
  const [listed, setListed] = useState(guide.listed);
  return (
    <Dialog open title={`Edit ${guide.name}`} onClose={onClose} className="max-w-3xl">
      <div className="p-5">
        <GuideProfileForm
          profile={guide}
          saving={save.isPending}
          submitLabel="Save guide"
          onSave={async (input) => {
            await save.mutateAsync({ sno: guide.sno, input: { ...input, listed } });
            toast.success(`${guide.name} is saved.`);
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
            Listed: travellers may find and book this guide (when the profile is complete)
          </label>
        </GuideProfileForm>
      </div>
    </Dialog>
  );
}
