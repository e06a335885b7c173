import nodemailer from "nodemailer";
import type { Database } from "@/server/db/client";
import type { Logger } from "./logger";
import { storeInOutbox } from "./mail.repo";

/** A small file sent with an e-mail: an .ics invitation, or a PDF invoice in base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Every e-mail has a plain-text part. */
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058). The local outbox does not keep them. */
  headers?: Record<string, string>;
}

export interface Mailer {
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the database outbox that /dev/mailbox shows. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Database;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, db, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject, id: info.messageId }, "mail sent");
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: "outbox",
    async send(message) {
      await storeInOutbox(db, message);
      logger.info({ to: message.to, subject: message.subject }, "mail stored in the outbox");
    },
    close: () => {},
  };
}
