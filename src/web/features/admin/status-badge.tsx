import { Badge } from "@/web/components/ui/badge";

/** Active or Banned, as a small coloured label. */
export function StatusBadge({ banned }: { banned: boolean }) {
  return banned ? (
    <Badge tone="red" size="sm">
      Banned
    </Badge>
  ) : (
    <Badge tone="emerald" size="sm">
      Active
    </Badge>
  );
}
