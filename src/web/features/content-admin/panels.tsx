import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { AdminDestinationSummary, AdminPackageSummary } from "@/shared/content/types";
import type { Column } from "@/web/components/ui/table";
import { formatNumber, formatRupees } from "@/web/lib/format";
import { ContentList } from "./content-list";
import type { RenderDestinationCard, RenderPackageDetails } from "./content-preview";
import { DestinationEditor } from "./destination-editor";
import { InEnglish } from "./in-english";
import { hiddenByDestination, REGION_LABELS } from "./labels";
import { PackageEditor } from "./package-editor";
import { FIRST_LIST_PAGE, useDestinationList, usePackageList } from "./queries";

/** The list, or one entry's editor; the list keeps its search and page meanwhile. */
type View = { editing: false; returnTo?: number | null } | { editing: true; srNo: number | null };

function useDestinationColumns(): Column<AdminDestinationSummary>[] {
  const { t, i18n } = useLingui();
  return [
    {
      header: t({ message: "State", context: "Indian state" }),
      wide: true,
      cell: (d) => (
        <>
          <InEnglish>{d.state}</InEnglish>,{" "}
          {REGION_LABELS[d.region] ? i18n._(REGION_LABELS[d.region]) : d.region}
        </>
      ),
    },
    {
      header: t`Packages`,
      wide: true,
      className: "tabular-nums",
      cell: (d) => formatNumber(d.packageCount),
    },
    {
      header: t`On the map`,
      wide: true,
      cell: (d) =>
        d.latitude === null ? (
          <span className="font-semibold text-amber-800">{t`Not on the map yet`}</span>
        ) : (
          t`Yes`
        ),
    },
  ];
}

function usePackageColumns(): Column<AdminPackageSummary>[] {
  const { t } = useLingui();
  return [
    { header: t`Destination`, cell: (p) => <InEnglish>{p.destinationName}</InEnglish> },
    {
      header: t`Days`,
      wide: true,
      className: "tabular-nums",
      cell: (p) => formatNumber(p.durationDays),
    },
    {
      header: t`Price`,
      wide: true,
      className: "whitespace-nowrap tabular-nums",
      cell: (p) => formatRupees(p.price),
    },
  ];
}

/** The admin console's Destinations tab. `renderCard` is the catalogue's card, for previews. */
export function DestinationsAdminPanel({ renderCard }: { renderCard: RenderDestinationCard }) {
  const { t } = useLingui();
  const [view, setView] = useState<View>({ editing: false });
  const [criteria, setCriteria] = useState(FIRST_LIST_PAGE);
  const list = useDestinationList(criteria);
  const columns = useDestinationColumns();
  if (view.editing) {
    return (
      <DestinationEditor
        srNo={view.srNo}
        renderCard={renderCard}
        onBack={() => setView({ editing: false, returnTo: view.srNo })}
      />
    );
  }
  return (
    <ContentList
      kind="destination"
      criteria={criteria}
      onCriteriaChange={setCriteria}
      query={list}
      rows={list.data?.destinations ?? []}
      columns={columns}
      searchHint={t`Name, state or other names`}
      onOpen={(srNo) => setView({ editing: true, srNo })}
      returnTo={view.returnTo}
    />
  );
}

/** The admin console's Packages tab. `renderDetails` is the catalogue's package page, for previews. */
export function PackagesAdminPanel({ renderDetails }: { renderDetails: RenderPackageDetails }) {
  const { t } = useLingui();
  const [view, setView] = useState<View>({ editing: false });
  const [criteria, setCriteria] = useState(FIRST_LIST_PAGE);
  const list = usePackageList(criteria);
  const columns = usePackageColumns();
  if (view.editing) {
    return (
      <PackageEditor
        srNo={view.srNo}
        renderDetails={renderDetails}
        onBack={() => setView({ editing: false, returnTo: view.srNo })}
      />
    );
  }
  return (
    <ContentList
      kind="package"
      criteria={criteria}
      onCriteriaChange={setCriteria}
      query={list}
      rows={list.data?.packages ?? []}
      columns={columns}
      searchHint={t`Package name`}
      statusNote={hiddenByDestination}
      onOpen={(srNo) => setView({ editing: true, srNo })}
      returnTo={view.returnTo}
    />
  );
}
