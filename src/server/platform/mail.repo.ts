import type { Database } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";
import type { MailMessage } from "./mail";

export async function storeInOutbox(db: Database, message: MailMessage) {
  await db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    attachments: message.attachments?.length ? message.attachments : null,
  });
}
