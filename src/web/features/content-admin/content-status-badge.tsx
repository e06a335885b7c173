import type { ContentStatus } from "@/shared/content/schema";
import { Badge } from "@/web/components/ui/badge";
import { STATUS_LABELS, STATUS_TONES } from "./labels";

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} size="sm">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
