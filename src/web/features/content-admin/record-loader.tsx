import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { type ContentKind, KINDS } from "./labels";
import { type ContentRecord, useAdminRecord } from "./queries";

interface RecordLoaderProps<K extends ContentKind> {
  kind: K;
  /** null for a new record. */
  srNo: number | null;
  /** The editor, given the record (null while new) and what to call once a new one is saved. */
  children: (record: ContentRecord[K] | null, onCreated: (srNo: number) => void) => ReactNode;
}

/** Loads the destination or package an editor opens, saying so while it loads or fails. */
export function RecordLoader<K extends ContentKind>({
  kind,
  srNo: openedSrNo,
  children,
}: RecordLoaderProps<K>) {
  // A new record gets its number when first saved; the form stays as it is.
  const { i18n } = useLingui();
  const [srNo, setSrNo] = useState(openedSrNo);
  const record = useAdminRecord(kind, srNo);
  if (srNo !== null && !record.data) {
    const texts = KINDS[kind].texts;
    return record.isPending ? (
      <StatusScreen text={i18n._(texts.loadingOne)} />
    ) : (
      <ErrorPanel
        title={i18n._(texts.oneFailed)}
        message={record.error?.message}
        onRetry={() => void record.refetch()}
      />
    );
  }
  return children(record.data ?? null, setSrNo);
}
