import type { Queryable } from "@/server/db/client";
import { recordAudit } from "@/server/features/audit/audit.repo";
import { orNotFound } from "@/server/http/errors";
import type { ContentStatus } from "@/shared/content/schema";
import { lockContentWrites } from "./content.repo";
import { type ContentDeps, conflict, fieldError } from "./content-checks";
import { firstFreeSlug, slugify } from "./slug";

/*
 * What a destination and a package share from draft to deletion: the lock every write takes, the
 * moves between statuses, the refusals and the audit entries. Each service adds its own rules.
 */

/** A destination or a package: the audit log's entity type, and the word in every message. */
export type ContentKind = "destination" | "package";

export type StatusAction = "publish" | "unpublish" | "archive";

const TARGET: Record<StatusAction, ContentStatus> = {
  publish: "published",
  unpublish: "unpublished",
  archive: "archived",
};

const NAME: Record<ContentKind, string> = { destination: "Destination", package: "Package" };

const archivedRefusal = (kind: ContentKind) =>
  `This ${kind} is archived, and an archived ${kind} cannot be changed.`;

/**
 * Where an action takes a destination or package, or why it cannot (decision 0033): a draft or an
 * unpublished entry can be published, a published one unpublished, anything archived; archived is
 * for good. Asking for the status it already has changes nothing.
 */
export function nextStatus(
  current: ContentStatus,
  action: StatusAction,
  kind: ContentKind,
): { status: ContentStatus; changed: boolean } | { refusal: string } {
  const status = TARGET[action];
  if (current === status) return { status, changed: false };
  if (current === "archived") return { refusal: archivedRefusal(kind) };
  if (action === "unpublish" && current === "draft") {
    return { refusal: `This ${kind} is a draft: it was never published.` };
  }
  return { status, changed: true };
}

/** A 409 for an edit of an archived entry. */
export function refuseArchived(kind: ContentKind, status: string): void {
  if (status === "archived") throw conflict(archivedRefusal(kind));
}

/** A 409 for deleting an entry somebody booked: it can only be archived. */
export function refuseBooked(kind: ContentKind, bookingCount: number): void {
  if (bookingCount > 0) {
    throw conflict(`This ${kind} has bookings, so it cannot be deleted. Archive it instead.`);
  }
}

/** The 422 for a name another entry of the same kind already has. */
export const duplicateName = (kind: ContentKind, name: string) =>
  fieldError("name", `Another ${kind} is already called “${name}”. Choose another name.`);

/**
 * The entry `find` reads (locking its row), once every other content write has finished; a 404
 * when there is none.
 */
export async function lockedEntry<Row>(
  tx: Queryable,
  kind: ContentKind,
  find: () => Promise<Row | null>,
): Promise<Row> {
  await lockContentWrites(tx);
  return orNotFound(await find(), NAME[kind]);
}

/** A new entry's slug from its name (or its kind and number), numbered past the ones taken. */
export async function newSlug(
  kind: ContentKind,
  name: string,
  srNo: number,
  taken: (base: string) => Promise<ReadonlySet<string>>,
): Promise<string> {
  const base = slugify(name, `${kind}-${srNo}`);
  return firstFreeSlug(base, await taken(base));
}

/** Records a change to an entry as `kind.verb`, in the transaction that makes the change. */
export const auditContent = (
  tx: Queryable,
  deps: ContentDeps,
  entry: { kind: ContentKind; srNo: number; verb: string; before?: unknown; after?: unknown },
) =>
  recordAudit(tx, {
    actorId: deps.actorId,
    action: `${entry.kind}.${entry.verb}`,
    entityType: entry.kind,
    entityId: entry.srNo,
    before: entry.before,
    after: entry.after,
  });

/**
 * Publishes, unpublishes or archives an entry, and records the move. `check` is the kind's own
 * rule, asked once the move itself is allowed; `set` writes the status and answers the row after.
 * True when the status changed.
 */
export async function moveStatus(
  tx: Queryable,
  deps: ContentDeps,
  move: {
    kind: ContentKind;
    srNo: number;
    action: StatusAction;
    /** The row as it is, for the audit log. */
    before: { status: string };
    set: (status: ContentStatus) => Promise<unknown>;
    check?: () => void;
  },
): Promise<boolean> {
  const next = nextStatus(move.before.status as ContentStatus, move.action, move.kind);
  if ("refusal" in next) throw conflict(next.refusal);
  move.check?.();
  if (!next.changed) return false;
  const after = await move.set(next.status);
  await auditContent(tx, deps, {
    kind: move.kind,
    srNo: move.srNo,
    verb: move.action,
    before: move.before,
    after,
  });
  return true;
}
