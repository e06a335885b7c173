import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { ContentStatus, ContentStatusFilter } from "@/shared/content/schema";
import { Button } from "@/web/components/ui/button";
import { InputField, SelectField } from "@/web/components/ui/field";
import { Pagination } from "@/web/components/ui/pagination";
import { type Column, Table, type TableQuery } from "@/web/components/ui/table";
import { formatDate } from "@/web/lib/format";
import { ContentStatusBadge } from "./content-status-badge";
import { InEnglish } from "./in-english";
import { type ContentKind, KINDS, STATUS_FILTER_OPTIONS } from "./labels";
import type { ListCriteria } from "./queries";

export const SEARCH_DELAY_MS = 300;

/** What every row of both lists has. */
export interface ListedRow {
  srNo: number;
  name: string;
  status: ContentStatus;
  updatedAt: string;
}

interface ContentListProps<T extends ListedRow> {
  kind: ContentKind;
  criteria: ListCriteria;
  onCriteriaChange: (criteria: ListCriteria) => void;
  query: TableQuery & { data?: { total: number; pageSize: number } };
  rows: T[];
  /** The columns between the name and the status. */
  columns: Column<T>[];
  searchHint: string;
  /** A line under a row's status, e.g. why a published package is still hidden. */
  statusNote?: (row: T) => MessageDescriptor | null;
  onOpen: (srNo: number | null) => void;
  /**
   * Back from an editor: the row whose button takes the focus (null: the New button). Left out
   * when the list is first shown, which moves no focus.
   */
  returnTo?: number | null;
}

/** A searchable, filterable, paged list of destinations or packages, newest change first. */
export function ContentList<T extends ListedRow>({
  kind,
  criteria,
  onCriteriaChange,
  query,
  rows,
  columns,
  searchHint,
  statusNote,
  onOpen,
  returnTo,
}: ContentListProps<T>) {
  const { t, i18n } = useLingui();
  const words = KINDS[kind].texts;
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const [input, setInput] = useState(criteria.q);

  // Typing pauses before the search runs; a new search starts again on page 1.
  useEffect(() => {
    const next = input.trim();
    if (next === criteria.q) return;
    const timer = setTimeout(
      () => onCriteriaChange({ ...criteria, q: next, page: 1 }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [input, criteria, onCriteriaChange]);

  // Back from an editor, focus returns to where the admin left the list.
  const [focusPending, setFocusPending] = useState(returnTo !== undefined);
  useEffect(() => {
    if (!focusPending || query.isPending) return;
    setFocusPending(false);
    const row =
      returnTo === null
        ? null
        : section.current?.querySelector<HTMLElement>(`[data-sr-no="${returnTo}"]`);
    (row ?? newButton.current)?.focus();
  }, [focusPending, query.isPending, returnTo]);

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    onCriteriaChange({ ...criteria, q: input.trim(), page: 1 });
  };

  const filtered = criteria.q !== "" || criteria.status !== "all";
  const total = query.data?.total ?? 0;

  return (
    <section ref={section} aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="sr-only">
        {i18n._(words.title)}
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form
          aria-label={i18n._(words.find)}
          onSubmit={searchNow}
          className="grid w-full max-w-2xl gap-3 sm:grid-cols-[1fr_12rem]"
        >
          <InputField
            label={i18n._(words.search)}
            type="search"
            maxLength={200}
            hint={searchHint}
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
          <SelectField
            label={t`Status`}
            value={criteria.status}
            onChange={(event) =>
              onCriteriaChange({
                ...criteria,
                status: event.target.value as ContentStatusFilter,
                page: 1,
              })
            }
            options={STATUS_FILTER_OPTIONS.map(({ value, label }) => ({
              value,
              label: i18n._(label),
            }))}
          />
        </form>
        <Button ref={newButton} onClick={() => onOpen(null)}>
          {i18n._(words.newOne)}
        </Button>
      </div>

      <Table
        caption={i18n._(words.title)}
        columns={[
          {
            header: t`Name`,
            className: "font-medium text-ink [overflow-wrap:anywhere]",
            cell: (row) => (
              <Button
                variant="link"
                data-sr-no={row.srNo}
                className="text-left"
                onClick={() => onOpen(row.srNo)}
              >
                <InEnglish>{row.name}</InEnglish>
              </Button>
            ),
          },
          ...columns,
          {
            header: t`Status`,
            cell: (row) => {
              const note = statusNote?.(row);
              return (
                <>
                  <ContentStatusBadge status={row.status} />
                  {note && (
                    <span className="mt-1 block text-xs text-stone-600">{i18n._(note)}</span>
                  )}
                </>
              );
            },
          },
          {
            header: t`Updated`,
            wide: true,
            className: "whitespace-nowrap",
            cell: (row) => formatDate(row.updatedAt),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.srNo}
        query={query}
        loadingText={i18n._(words.loadingList)}
        errorTitle={i18n._(words.listFailed)}
        empty={i18n._(filtered ? words.noneMatch : words.noneYet)}
        footer={
          query.data && (
            <>
              <p className="text-sm text-stone-600">
                {i18n._(criteria.q ? words.countMatching(total, criteria.q) : words.count(total))}
              </p>
              <Pagination
                label={i18n._(words.pages)}
                page={criteria.page}
                pageSize={query.data.pageSize}
                total={total}
                onPageChange={(page) => onCriteriaChange({ ...criteria, page })}
              />
            </>
          )
        }
      />
    </section>
  );
}
