import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Difficulty, Interest, Region } from "@/shared/constants";
import type { ContentStatus, ContentStatusFilter } from "@/shared/content/schema";
import type { BadgeTone } from "@/web/components/ui/badge";

export const STATUS_LABELS: Record<ContentStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
  unpublished: msg`Unpublished`,
  archived: msg`Archived`,
};

export const STATUS_TONES: Record<ContentStatus, BadgeTone> = {
  draft: "amber",
  published: "emerald",
  unpublished: "stone",
  archived: "red",
};

export const STATUS_FILTER_OPTIONS: { value: ContentStatusFilter; label: MessageDescriptor }[] = [
  { value: "all", label: msg`All` },
  { value: "draft", label: msg`Drafts` },
  { value: "published", label: msg`Published` },
  { value: "unpublished", label: msg`Unpublished` },
  { value: "archived", label: msg`Archived` },
];

/** The regions, difficulties and interests as the editor shows them; the values stay English. */
export const REGION_LABELS: Record<Region, MessageDescriptor> = {
  "North India": msg`North India`,
  "West India": msg`West India`,
  "South India": msg`South India`,
  Islands: msg`Islands`,
  "Central India": msg`Central India`,
};

export const DIFFICULTY_LABELS: Record<Difficulty, MessageDescriptor> = {
  Easy: msg`Easy`,
  Moderate: msg`Moderate`,
  Challenging: msg`Challenging`,
};

export const INTEREST_LABELS: Record<Interest, MessageDescriptor> = {
  historical: msg`Historical`,
  cultural: msg`Cultural`,
  adventure: msg`Adventure`,
  beach: msg`Beach`,
  nightlife: msg`Nightlife`,
  nature: msg`Nature`,
  spiritual: msg`Spiritual`,
  food: msg`Food`,
  wildlife: msg`Wildlife`,
};

/** The usual meals (package-form-values' MEALS); a package's other meal names show as written. */
export const MEAL_LABELS: Record<string, MessageDescriptor> = {
  Breakfast: msg`Breakfast`,
  Lunch: msg`Lunch`,
  Dinner: msg`Dinner`,
};

/**
 * What the screens say about each kind of content. Whole sentences, not "the {kind}": Hindi
 * words change with gender and case (जगह is feminine, पैकेज masculine).
 */
export interface KindTexts {
  title: MessageDescriptor;
  find: MessageDescriptor;
  search: MessageDescriptor;
  newOne: MessageDescriptor;
  loadingList: MessageDescriptor;
  listFailed: MessageDescriptor;
  noneMatch: MessageDescriptor;
  noneYet: MessageDescriptor;
  count: (count: number) => MessageDescriptor;
  countMatching: (count: number, q: string) => MessageDescriptor;
  pages: MessageDescriptor;
  loadingOne: MessageDescriptor;
  oneFailed: MessageDescriptor;
  backToList: MessageDescriptor;
  actions: MessageDescriptor;
  archivedNote: MessageDescriptor;
  notChanged: MessageDescriptor;
  notDeleted: MessageDescriptor;
  notSaved: MessageDescriptor;
  deleteTitle: MessageDescriptor;
  archiveTitle: MessageDescriptor;
}

/** The two kinds of content the console edits, with the words each screen uses for them. */
export const KINDS = {
  destination: {
    path: "/api/admin/destinations",
    texts: {
      title: msg`Destinations`,
      find: msg`Find destinations`,
      search: msg`Search destinations`,
      newOne: msg`New destination`,
      loadingList: msg`Loading destinations...`,
      listFailed: msg`We couldn't load the destinations.`,
      noneMatch: msg`No destinations match.`,
      noneYet: msg`No destinations yet.`,
      count: (count) => msg`${plural(count, { one: "# destination", other: "# destinations" })}`,
      countMatching: (count, q) =>
        msg`${plural(count, {
          one: `# destination matching “${q}”`,
          other: `# destinations matching “${q}”`,
        })}`,
      pages: msg`Destinations pages`,
      loadingOne: msg`Loading the destination...`,
      oneFailed: msg`We couldn't load the destination.`,
      backToList: msg`← Back to destinations`,
      actions: msg`Destinations actions`,
      archivedNote: msg`This destination is archived: travellers never see it again and it can no longer be changed.`,
      notChanged: msg`The destination could not be changed. Try again.`,
      notDeleted: msg`The destination could not be deleted. Try again.`,
      notSaved: msg`The destination could not be saved. Your changes are still here: try again.`,
      deleteTitle: msg`Delete destination`,
      archiveTitle: msg`Archive destination`,
    } satisfies KindTexts,
  },
  package: {
    path: "/api/admin/packages",
    texts: {
      title: msg`Packages`,
      find: msg`Find packages`,
      search: msg`Search packages`,
      newOne: msg`New package`,
      loadingList: msg`Loading packages...`,
      listFailed: msg`We couldn't load the packages.`,
      noneMatch: msg`No packages match.`,
      noneYet: msg`No packages yet.`,
      count: (count) => msg`${plural(count, { one: "# package", other: "# packages" })}`,
      countMatching: (count, q) =>
        msg`${plural(count, {
          one: `# package matching “${q}”`,
          other: `# packages matching “${q}”`,
        })}`,
      pages: msg`Packages pages`,
      loadingOne: msg`Loading the package...`,
      oneFailed: msg`We couldn't load the package.`,
      backToList: msg`← Back to packages`,
      actions: msg`Packages actions`,
      archivedNote: msg`This package is archived: travellers never see it again and it can no longer be changed.`,
      notChanged: msg`The package could not be changed. Try again.`,
      notDeleted: msg`The package could not be deleted. Try again.`,
      notSaved: msg`The package could not be saved. Your changes are still here: try again.`,
      deleteTitle: msg`Delete package`,
      archiveTitle: msg`Archive package`,
    } satisfies KindTexts,
  },
} as const;

export type ContentKind = keyof typeof KINDS;

const HIDDEN_BY_DESTINATION = msg`Hidden: its destination is not published`;

/** A published package stays out of sight while its destination is not published. */
export function hiddenByDestination(p: {
  status: string;
  destinationStatus: string;
}): MessageDescriptor | null {
  return p.status === "published" && p.destinationStatus !== "published"
    ? HIDDEN_BY_DESTINATION
    : null;
}
