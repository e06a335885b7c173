import { useState } from "react";
import type { AdminDestinationSummary, AdminPackageSummary } from "@/shared/content/types";
import type { Column } from "@/web/components/ui/table";
import { formatRupees } from "@/web/lib/format";
import { ContentList } from "./content-list";
import type { RenderDestinationCard, RenderPackageDetails } from "./content-preview";
import { DestinationEditor } from "./destination-editor";
import { hiddenByDestination } from "./labels";
import { PackageEditor } from "./package-editor";
import { type ListCriteria, useDestinationList, usePackageList } from "./queries";

const FIRST_PAGE: ListCriteria = { q: "", status: "all", page: 1 };

/** The list, or one entry's editor; the list keeps its search and page meanwhile. */
type View = { editing: false; returnTo?: number | null } | { editing: true; srNo: number | null };

const DESTINATION_COLUMNS: Column<AdminDestinationSummary>[] = [
  { header: "State", wide: true, cell: (d) => `${d.state}, ${d.region}` },
  {
    header: "Packages",
    wide: true,
    className: "tabular-nums",
    cell: (d) => d.packageCount,
  },
];

const PACKAGE_COLUMNS: Column<AdminPackageSummary>[] = [
  { header: "Destination", cell: (p) => p.destinationName },
  {
    header: "Days",
    wide: true,
    className: "tabular-nums",
    cell: (p) => p.durationDays,
  },
  {
    header: "Price",
    wide: true,
    className: "whitespace-nowrap tabular-nums",
    cell: (p) => formatRupees(p.price),
  },
];

/** The admin console's Destinations tab. `renderCard` is the catalogue's card, for previews. */
export function DestinationsAdminPanel({ renderCard }: { renderCard: RenderDestinationCard }) {
  const [view, setView] = useState<View>({ editing: false });
  const [criteria, setCriteria] = useState(FIRST_PAGE);
  const list = useDestinationList(criteria);
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
      columns={DESTINATION_COLUMNS}
      searchHint="Name, state or other names"
      onOpen={(srNo) => setView({ editing: true, srNo })}
      returnTo={view.returnTo}
    />
  );
}

/** The admin console's Packages tab. `renderDetails` is the catalogue's package page, for previews. */
export function PackagesAdminPanel({ renderDetails }: { renderDetails: RenderPackageDetails }) {
  const [view, setView] = useState<View>({ editing: false });
  const [criteria, setCriteria] = useState(FIRST_PAGE);
  const list = usePackageList(criteria);
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
      columns={PACKAGE_COLUMNS}
      searchHint="Package name"
      statusNote={hiddenByDestination}
      onOpen={(srNo) => setView({ editing: true, srNo })}
      returnTo={view.returnTo}
    />
  );
}
