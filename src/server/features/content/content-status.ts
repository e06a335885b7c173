import type { ContentStatus } from "@/shared/content/schema";

export type StatusAction = "publish" | "unpublish" | "archive";

const TARGET: Record<StatusAction, ContentStatus> = {
  publish: "published",
  unpublish: "unpublished",
  archive: "archived",
};

/**
 * Where an action takes a destination or package, or why it cannot (decision 0033): a draft or an
 * unpublished entry can be published, a published one unpublished, anything archived; archived is
 * for good. Asking for the status it already has changes nothing.
 */
export function nextStatus(
  current: ContentStatus,
  action: StatusAction,
  what: "destination" | "package",
): { status: ContentStatus; changed: boolean } | { refusal: string } {
  const status = TARGET[action];
  if (current === status) return { status, changed: false };
  if (current === "archived") {
    return { refusal: `This ${what} is archived, and an archived ${what} cannot be changed.` };
  }
  if (action === "unpublish" && current === "draft") {
    return { refusal: `This ${what} is a draft: it was never published.` };
  }
  return { status, changed: true };
}
