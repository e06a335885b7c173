import type { Database } from "@/server/db/client";
import { recordAudit } from "@/server/features/audit/audit.repo";
import { orNotFound } from "@/server/http/errors";
import type { JobScheduler } from "@/server/platform/jobs";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { languageOfRecipient } from "@/server/platform/mail-language.repo";
import { queueMails } from "@/server/platform/mail-queue";
import type {
  ContactMessageStatus,
  InboxListQuery,
  InboxMessageDetail,
  InboxMessageList,
} from "@/shared/inbox/schema";
import * as repo from "./inbox.repo";
import { contactReplyEmail } from "./inbox-emails";

export interface InboxDeps {
  db: Database;
  jobs: JobScheduler | undefined;
  mailer: Mailer;
  logger: Logger;
  companyEmail: string;
}

/** The admin acting, from the session. */
export interface InboxActor {
  id: string;
  name: string;
  email: string;
}

export async function listMessages(db: Database, query: InboxListQuery): Promise<InboxMessageList> {
  const [{ messages, total }, counts] = await Promise.all([
    repo.listMessages(db, query),
    repo.statusCounts(db, query.search),
  ]);
  return { messages, total, page: query.page, pageSize: query.pageSize, counts };
}

/** A message and its thread: what the sender wrote, then every reply, oldest first. */
export async function messageDetail(db: Database, id: number): Promise<InboxMessageDetail> {
  const found = orNotFound(await repo.findMessage(db, id), "Message");
  const replies = await repo.repliesTo(db, id);
  return {
    message: found.message,
    thread: [
      {
        key: `message-${id}`,
        kind: "message",
        author: found.message.name,
        body: found.body,
        createdAt: found.message.createdAt,
      },
      ...replies.map((reply) => ({
        key: `reply-${reply.id}`,
        kind: "reply" as const,
        author: reply.adminName,
        body: reply.body,
        createdAt: new Date(reply.createdAt).toISOString(),
      })),
    ],
  };
}

/**
 * Stores the reply with the thread and marks the message answered, then queues the e-mail to the
 * sender: the reply is kept whatever the mail server does, and the queue retries the sending.
 */
export async function replyToMessage(
  deps: InboxDeps,
  actor: InboxActor,
  id: number,
  body: string,
): Promise<InboxMessageDetail> {
  const adminName = actor.name.trim();
  const { original, mail } = await deps.db.transaction(async (tx) => {
    const original = orNotFound(await repo.lockMessage(tx, id), "Message");
    const reply = await repo.insertReply(tx, {
      messageId: id,
      adminId: actor.id,
      adminName: adminName || actor.email,
      body,
    });
    await repo.setMessageStatus(tx, id, "answered");
    await recordAudit(tx, {
      actorId: actor.id,
      action: "contact_message.reply",
      entityType: "contact_message",
      entityId: id,
      before: { status: original.status },
      after: { status: "answered", replyId: reply.id, reply: body },
    });
    const mail = contactReplyEmail({
      to: original.email,
      companyEmail: deps.companyEmail,
      subject: original.subject,
      reply: body,
      signedBy: adminName || null,
      original: { name: original.name, body: original.message, createdAt: original.createdAt },
      language: await languageOfRecipient(tx, { email: original.email }),
    });
    return { original, mail };
  });
  await queueMails(deps, [mail]);
  deps.logger.info({ messageId: original.id }, "contact message answered");
  return messageDetail(deps.db, id);
}

/** Closes a message, or opens it again (answered if it has replies, else new). */
export async function setClosed(
  deps: InboxDeps,
  actor: InboxActor,
  id: number,
  closed: boolean,
): Promise<InboxMessageDetail> {
  await deps.db.transaction(async (tx) => {
    const message = orNotFound(await repo.lockMessage(tx, id), "Message");
    const isClosed = message.status === "closed";
    if (isClosed === closed) return;
    const status: ContactMessageStatus = closed
      ? "closed"
      : (await repo.countReplies(tx, id)) > 0
        ? "answered"
        : "new";
    await repo.setMessageStatus(tx, id, status);
    await recordAudit(tx, {
      actorId: actor.id,
      action: closed ? "contact_message.close" : "contact_message.reopen",
      entityType: "contact_message",
      entityId: id,
      before: { status: message.status },
      after: { status },
    });
  });
  return messageDetail(deps.db, id);
}
