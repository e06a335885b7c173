import { Trans } from "@lingui/react/macro";
import { Badge } from "@/web/components/ui/badge";

/** Active or Banned, as a small coloured label. */
export function StatusBadge({ banned }: { banned: boolean }) {
  return banned ? (
    <Badge tone="red" size="sm">
      <Trans>Banned</Trans>
    </Badge>
  ) : (
    <Badge tone="emerald" size="sm">
      <Trans>Active</Trans>
    </Badge>
  );
}
