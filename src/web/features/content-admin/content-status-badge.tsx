import { useLingui } from "@lingui/react/macro";
import type { ContentStatus } from "@/shared/content/schema";
import { StateBadge } from "@/web/components/ui/badge";
import { STATUS_LABELS, STATUS_TONES } from "./labels";

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  const { i18n } = useLingui();
  const labels = {
    draft: i18n._(STATUS_LABELS.draft),
    published: i18n._(STATUS_LABELS.published),
    unpublished: i18n._(STATUS_LABELS.unpublished),
    archived: i18n._(STATUS_LABELS.archived),
  };
  return <StateBadge state={status} labels={labels} tones={STATUS_TONES} size="sm" />;
}
