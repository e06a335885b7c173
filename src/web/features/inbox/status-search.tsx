import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { InputField, SelectField } from "@/web/components/ui/field";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";

/** A list's status filter, its search (run once typing settles) and its page. */
export function useStatusSearch<S extends string>(initialStatus: S) {
  const [status, setStatus] = useState<S>(initialStatus);
  const [typed, setTyped] = useState("");
  const search = useSettled(typed.trim(), SEARCH_SETTLE_MS);
  // The page belongs to one status and search: a new filter starts at page 1.
  const filterKey = `${status}\n${search}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  return { status, setStatus, typed, setTyped, search, page, setPage };
}

export type StatusSearch<S extends string> = ReturnType<typeof useStatusSearch<S>>;

interface StatusSearchFieldsProps<S extends string> {
  filters: StatusSearch<S>;
  statusOptions: { value: string; label: string }[];
  searchLabel: string;
  searchHint: string;
}

/** The status select and the search box above an inbox list. */
export function StatusSearchFields<S extends string>({
  filters,
  statusOptions,
  searchLabel,
  searchHint,
}: StatusSearchFieldsProps<S>) {
  const { t } = useLingui();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <SelectField
        label={t`Status`}
        value={filters.status}
        onChange={(event) => filters.setStatus(event.target.value as S)}
        options={statusOptions}
      />
      <InputField
        label={searchLabel}
        type="search"
        maxLength={200}
        hint={searchHint}
        value={filters.typed}
        onChange={(event) => filters.setTyped(event.target.value)}
      />
    </div>
  );
}
