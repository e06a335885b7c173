import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "./button";

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the list for screen readers, e.g. "Users pages". */
  label: string;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function Pagination({ page, pageSize, total, onPageChange, label }: PaginationProps) {
  const { t } = useLingui();
  const pages = pageCount(total, pageSize);
  const shown = Math.min(page, pages);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t`Previous`}
      </Button>
      <p className="text-sm text-stone-600" aria-live="polite">
        <Trans>
          Page {shown} of {pages}
        </Trans>
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t`Next`}
      </Button>
    </nav>
  );
}
