import type { ReactNode } from "react";
import { ErrorPanel } from "./error-panel";
import { StatusScreen } from "./status-screen";

export interface Column<T> {
  header: string;
  /** Shows the header to screen readers only, e.g. for a column of buttons. */
  hideHeader?: boolean;
  /** Hidden on narrow screens. */
  wide?: boolean;
  /** Extra classes for the body cells. */
  className?: string;
  /** Cells that show data (names, e-mail addresses): not to be translated. */
  translate?: "no";
  cell: (row: T) => ReactNode;
}

/** What the table needs to know of the query behind it (a TanStack Query result fits). */
export interface TableQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface TableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  query: TableQuery;
  loadingText: string;
  errorTitle: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Below the table (or the empty text): a count, the pagination. */
  footer?: ReactNode;
}

const CELL = "px-2 py-3 align-top sm:px-3";
const WIDE_CELL = `${CELL} hidden md:table-cell`;
const cellClass = (column: { wide?: boolean }) => (column.wide ? WIDE_CELL : CELL);

/** A data table with its loading, failed and empty states. */
export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  query,
  loadingText,
  errorTitle,
  empty,
  footer,
}: TableProps<T>) {
  if (query.isPending) return <StatusScreen text={loadingText} />;
  if (query.isError) {
    return (
      <ErrorPanel
        title={errorTitle}
        message={query.error?.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-600">
          {empty}
        </p>
      ) : (
        // `relative`: the visually hidden headers are positioned; against the page, a wide table's
        // last one stood past the window and the whole page scrolled sideways.
        <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <table aria-busy={query.isFetching} className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={cellClass(column)}>
                    {column.hideHeader ? (
                      <span className="sr-only">{column.header}</span>
                    ) : (
                      column.header
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      translate={column.translate}
                      className={
                        column.className
                          ? `${cellClass(column)} ${column.className}`
                          : cellClass(column)
                      }
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer}
    </>
  );
}
