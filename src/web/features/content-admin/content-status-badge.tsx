import type { ContentStatus } from "@/shared/content/schema";
import { StateBadge } from "@/web/components/ui/badge";
import { STATUS_LABELS, STATUS_TONES } from "./labels";

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <StateBadge state={status} labels={STATUS_LABELS} tones={STATUS_TONES} size="sm" />;
}
