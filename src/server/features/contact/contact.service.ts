import type { Database } from "@/server/db/client";
import { createOnce, sameFields } from "@/server/platform/idempotency";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { sendSafely } from "@/server/platform/send-safely";
import type { ContactMessageInput } from "@/shared/contact/schema";
import * as repo from "./contact.repo";

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  companyEmail: string;
}

/**
 * Stores the message (linked to the sender's account when signed in) and e-mails the company;
 * the same submission sent again answers with the stored message and mails nobody.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  userId: string | null,
  input: ContactMessageInput,
): Promise<number> {
  const guide = input.guideSno ? await repo.guideBySno(deps.db, input.guideSno) : undefined;
  const values = {
    userId,
    guideId: guide?.id ?? null,
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    subject: input.subject,
    message: input.message,
  };
  const { row, created } = await createOnce({
    find: () => repo.contactMessageByIdempotencyKey(deps.db, input.idempotencyKey),
    insert: () =>
      repo.insertContactMessageOnce(deps.db, { ...values, idempotencyKey: input.idempotencyKey }),
    isSameRequest: (stored) => sameFields(stored, values),
  });
  if (!created) return row.id;
  await sendSafely(deps, {
    to: deps.companyEmail,
    replyTo: input.email,
    subject: `Contact form: ${input.subject}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Phone: ${input.phone || "not given"}`,
      guide ? `About guide: ${guide.name} (#${guide.sno})` : null,
      "",
      input.message,
      "",
      `Message #${row.id}`,
    ]
      .filter((line) => line !== null)
      .join("\n"),
  });
  return row.id;
}
