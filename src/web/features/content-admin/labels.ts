import type { ContentStatus, ContentStatusFilter } from "@/shared/content/schema";
import type { BadgeTone } from "@/web/components/ui/badge";

export const STATUS_LABELS: Record<ContentStatus, string> = {
  draft: "Draft",
  published: "Published",
  unpublished: "Unpublished",
  archived: "Archived",
};

export const STATUS_TONES: Record<ContentStatus, BadgeTone> = {
  draft: "amber",
  published: "emerald",
  unpublished: "stone",
  archived: "red",
};

export const STATUS_FILTER_OPTIONS: { value: ContentStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "draft", label: "Drafts" },
  { value: "published", label: "Published" },
  { value: "unpublished", label: "Unpublished" },
  { value: "archived", label: "Archived" },
];

/** The two kinds of content the console edits, with the words each screen uses for them. */
export const KINDS = {
  destination: {
    one: "destination",
    many: "destinations",
    title: "Destinations",
    path: "/api/admin/destinations",
  },
  package: { one: "package", many: "packages", title: "Packages", path: "/api/admin/packages" },
} as const;

export type ContentKind = keyof typeof KINDS;

/** A published package stays out of sight while its destination is not published. */
export function hiddenByDestination(p: {
  status: string;
  destinationStatus: string;
}): string | null {
  return p.status === "published" && p.destinationStatus !== "published"
    ? "Hidden: its destination is not published"
    : null;
}
