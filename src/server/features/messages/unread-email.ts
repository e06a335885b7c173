import type { MailMessage } from "@/server/platform/mail";
import {
  bilingual,
  MAIL_FRAME,
  type MailFormat,
  mailFormat,
} from "@/server/platform/mail-language";
import type { Language } from "@/shared/language";

interface UnreadFacts {
  packageName: string;
  /** The tour's first day (YYYY-MM-DD). */
  startDate: string;
  /** Where the conversation is read: the dashboard or My Bookings. */
  where: string;
}

const TEXTS = bilingual({
  en: {
    subject: (u: UnreadFacts) => `You have an unread message about ${u.packageName}`,
    text: (u: UnreadFacts, _f: MailFormat) =>
      `A message about your booking of ${u.packageName} (from ${u.startDate}) is waiting for you.\n\nRead and reply: ${u.where}`,
  },
  hi: {
    subject: (u) => `${u.packageName} के बारे में एक संदेश आपका इंतज़ार कर रहा है`,
    text: (u, f) =>
      `${u.packageName} की आपकी बुकिंग (${f.date(u.startDate)} से) के बारे में एक संदेश आपने अभी तक नहीं पढ़ा है।\n\nपढ़ें और जवाब दें: ${u.where}`,
  },
});

/** A conversation has a message its reader has left unread for ten minutes. */
export function unreadMessageEmail(
  language: Language,
  to: string,
  facts: UnreadFacts,
): MailMessage {
  const t = TEXTS[language];
  return {
    to,
    subject: t.subject(facts),
    text: `${t.text(facts, mailFormat(language))}${MAIL_FRAME[language].sign}`,
  };
}
