import type { JobHandler, JobScheduler, RetrySettings } from "./jobs";
import type { Logger } from "./logger";
import type { Mailer, MailMessage } from "./mail";
import { sendSafely } from "./send-safely";

/** The job that sends one e-mail; while the mail server is away it is tried again later. */
export const MAIL_JOB = "send-mail";

/** About a day of tries: a minute, then doubling to at most an hour between two. */
export const MAIL_RETRIES: RetrySettings = {
  retryLimit: 30,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 60 * 60,
};

const BATCH = 500;

export interface MailQueueDeps {
  jobs?: JobScheduler;
  mailer: Mailer;
  logger: Logger;
}

/**
 * Puts e-mails on the durable job queue, one job each, once what they tell of is stored: a mail
 * server that is away delays them and loses none. Without a queue (in-process test apps and
 * tools), or for what could not be queued, they are sent at once, a failure only logged.
 */
export async function queueMails(deps: MailQueueDeps, messages: MailMessage[]): Promise<void> {
  let queued = 0;
  if (deps.jobs) {
    try {
      for (; queued < messages.length; queued += BATCH) {
        const batch = messages.slice(queued, queued + BATCH);
        await deps.jobs.sendNow(
          MAIL_JOB,
          batch.map((message) => ({ message })),
        );
      }
    } catch (error) {
      deps.logger.warn(
        { err: error, unqueued: messages.length - queued },
        "could not queue e-mails: sending them now",
      );
    }
  }
  for (const message of messages.slice(queued)) await sendSafely(deps, message);
}

/** The mail job's handler: a failure to send throws, so the queue tries the job again later. */
export function sendQueuedMail(mailer: Mailer): JobHandler {
  return async (data) => {
    const { message } = data as { message?: MailMessage };
    // Nothing to send: finished, rather than retried for a day.
    if (!message?.to) return;
    await mailer.send(message);
  };
}
