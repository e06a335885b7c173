import type { Database } from "@/server/db/client";
import { latestMail } from "./dev-mailbox.repo";

const SHOWN = 100;

/** The newest mail in the local outbox, newest first. */
export function outboxMessages(db: Database) {
  return latestMail(db, SHOWN);
}
