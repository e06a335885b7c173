import type { Logger } from "./logger";
import type { Mailer, MailMessage } from "./mail";

/**
 * Sends after the user's submission is already stored: a mail failure is logged and retried by
 * an operator from the stored record, never turned into an error that makes the user resubmit.
 */
export async function sendSafely(deps: { mailer: Mailer; logger: Logger }, message: MailMessage) {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error, to: message.to, subject: message.subject }, "mail failed");
  }
}
