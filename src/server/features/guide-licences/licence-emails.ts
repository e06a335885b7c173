import type { MailMessage } from "@/server/platform/mail";
import { LICENCE_KIND_LABELS, type LicenceKind } from "@/shared/guides/licence-schema";

const signature = "\n\nYatra Tours · hello@yatratours.in";

const kindLabel = (kind: string) => LICENCE_KIND_LABELS[kind as LicenceKind] ?? kind;

/** 14 June 2027: the date as people in India write it. */
function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

interface LicenceFacts {
  name: string;
  kind: string;
  number: string;
  expiresOn: string;
  publicUrl: string;
}

const message = (to: string, subject: string, lines: string[]): MailMessage => ({
  to,
  subject,
  text: lines.join("\n").concat(signature),
});

export const licenceEmails = {
  verified: (to: string, facts: LicenceFacts) =>
    message(to, "Your guide licence is verified", [
      `Dear ${facts.name},`,
      "",
      `We have verified your licence (${kindLabel(facts.kind)}, number ${facts.number}).`,
      `Your card on our Guides page now shows a "Licensed" badge until the licence expires on ${longDate(facts.expiresOn)}.`,
      "",
      `We will remind you 30 days before it expires. Your licence details: ${facts.publicUrl}/dashboard`,
    ]),
  rejected: (to: string, facts: LicenceFacts & { reason: string }) =>
    message(to, "We could not verify your guide licence", [
      `Dear ${facts.name},`,
      "",
      `We could not verify the licence you sent us (${kindLabel(facts.kind)}, number ${facts.number}).`,
      "",
      `Reason: ${facts.reason}`,
      "",
      `You can correct the details or upload a clearer scan in your dashboard: ${facts.publicUrl}/dashboard`,
    ]),
  expiring: (to: string, facts: LicenceFacts) =>
    message(to, `Your guide licence expires on ${longDate(facts.expiresOn)}`, [
      `Dear ${facts.name},`,
      "",
      `Your licence (${kindLabel(facts.kind)}, number ${facts.number}) expires on ${longDate(facts.expiresOn)}.`,
      'After that day your card no longer shows the "Licensed" badge, and travellers looking for licensed guides will not see you.',
      "",
      `Once you have renewed it, enter the new expiry date and upload the new licence in your dashboard, and we will verify it again: ${facts.publicUrl}/dashboard`,
    ]),
};
