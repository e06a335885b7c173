import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { FilterIcon } from "@/web/components/ui/icons";

/**
 * A catalogue screen: the filter panel in a sticky sidebar on wide screens, behind a Show Filters
 * button on small ones, beside the list's section named `label`.
 */
export function FilteredListLayout({
  label,
  panel,
  children,
}: {
  label: string;
  panel: (props: { id: string; open: boolean }) => ReactNode;
  children: ReactNode;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr] md:py-12">
      <div className="flex flex-col gap-3 lg:contents">
        <Button
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
          variant="secondary"
          className="lg:hidden"
        >
          <FilterIcon className="h-5 w-5" />
          {filtersOpen ? <Trans>Hide Filters</Trans> : <Trans>Show Filters</Trans>}
        </Button>
        <div className="lg:sticky lg:top-24 lg:self-start">
          {panel({ id: panelId, open: filtersOpen })}
        </div>
      </div>

      <section aria-label={label} className="@container flex min-w-0 flex-col gap-6">
        <h2 className="sr-only">{label}</h2>
        {children}
      </section>
    </div>
  );
}
