import type { Database } from "@/server/db/client";
import { AppError, notFound } from "@/server/http/errors";
import type { AdminClosure, ClosureInput } from "@/shared/closures/schema";
import * as repo from "./closures.repo";

export const listClosures = (db: Database): Promise<AdminClosure[]> => repo.allClosures(db);

/** A destination's closed season: from then on no tour falling in it is offered or accepted. */
export async function addClosure(db: Database, input: ClosureInput): Promise<AdminClosure> {
  const destinationId = await repo.destinationIdBySrNo(db, input.destinationSrNo);
  if (!destinationId) {
    const message = "Choose a destination from the catalogue.";
    throw new AppError(422, "VALIDATION_FAILED", message, { destinationSrNo: message });
  }
  const { destinationSrNo: _srNo, ...season } = input;
  return repo.insertClosure(db, { destinationId, ...season });
}

export async function removeClosure(db: Database, id: number) {
  if (!(await repo.deleteClosure(db, id))) throw notFound("Closure");
}
