import type { Database } from "@/server/db/client";
import { recordAudit } from "@/server/features/audit/audit.repo";
import { AppError, notFound } from "@/server/http/errors";
import type { AdminClosure, ClosureInput } from "@/shared/closures/schema";
import * as repo from "./closures.repo";

export const listClosures = (db: Database): Promise<AdminClosure[]> => repo.allClosures(db);

/** A destination's closed season: from then on no tour falling in it is offered or accepted. */
export async function addClosure(
  db: Database,
  input: ClosureInput,
  actorId: string,
): Promise<AdminClosure> {
  const destinationId = await repo.destinationIdBySrNo(db, input.destinationSrNo);
  if (!destinationId) {
    const message = "Choose a destination from the catalogue.";
    throw new AppError(422, "VALIDATION_FAILED", message, { destinationSrNo: message });
  }
  const { destinationSrNo: _srNo, ...season } = input;
  return db.transaction(async (tx) => {
    const closure = await repo.insertClosure(tx, { destinationId, ...season });
    await recordAudit(tx, {
      actorId,
      action: "closure.create",
      entityType: "closure",
      entityId: closure.id,
      after: snapshot(closure),
    });
    return closure;
  });
}

const snapshot = ({ id: _id, ...closure }: AdminClosure) => closure;

export async function removeClosure(db: Database, id: number, actorId: string) {
  await db.transaction(async (tx) => {
    const closure = await repo.closureById(tx, id);
    if (!closure || !(await repo.deleteClosure(tx, id))) throw notFound("Closure");
    await recordAudit(tx, {
      actorId,
      action: "closure.delete",
      entityType: "closure",
      entityId: id,
      before: snapshot(closure),
    });
  });
}
