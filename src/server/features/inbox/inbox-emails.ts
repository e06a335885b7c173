import type { MailMessage } from "@/server/platform/mail";
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMATION_HOURS,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from "@/shared/inbox/schema";

const signature = "\n\nYatra Tours";

const sentAt = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** "Re: <subject>" on one line, not "Re: Re: …". */
export function replySubject(subject: string): string {
  const line = subject.replace(/\s+/g, " ").trim();
  return /^re:/i.test(line) ? line : `Re: ${line}`;
}

/** An admin's answer to a contact message: from the company, the sender's message quoted. */
export function contactReplyEmail(input: {
  to: string;
  companyEmail: string;
  subject: string;
  reply: string;
  /** Who signs it: the admin's name, or the company alone. */
  signedBy: string | null;
  original: { name: string; body: string; createdAt: Date };
}): MailMessage {
  const quoted = input.original.body
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  return {
    to: input.to,
    replyTo: input.companyEmail,
    subject: replySubject(input.subject),
    text: [
      input.reply,
      "",
      input.signedBy ? `${input.signedBy}\nYatra Tours` : "Yatra Tours",
      "",
      `On ${sentAt.format(input.original.createdAt)}, ${input.original.name} wrote:`,
      quoted,
    ].join("\n"),
  };
}

/** Where a subscription's unsubscribe links point. */
export interface UnsubscribeLinks {
  /** One-click (RFC 8058): a POST here unsubscribes; a GET leads to the page. */
  oneClick: string;
  /** The page the visible link opens: it unsubscribes with one button. */
  page: string;
  mailto: string;
}

export function unsubscribeLinks(
  publicUrl: string,
  companyEmail: string,
  token: string,
): UnsubscribeLinks {
  const query = new URLSearchParams({ token }).toString();
  return {
    oneClick: `${publicUrl}/api/newsletter/unsubscribe?${query}`,
    page: `${publicUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?${query}`,
    mailto: `mailto:${companyEmail}?subject=unsubscribe`,
  };
}

/** RFC 2369 and RFC 8058: mail programs show their own "Unsubscribe" button with these. */
function listHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    "List-Unsubscribe": `<${links.oneClick}>, <${links.mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const footer = (links: UnsubscribeLinks, why: string) =>
  ["", "--", why, `Unsubscribe: ${links.page}`].join("\n");

export const newsletterEmails = {
  /** The double opt-in: nothing else is sent to the address until its link is opened. */
  confirm: (to: string, confirmToken: string, publicUrl: string, links: UnsubscribeLinks) => {
    const link = `${publicUrl}${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams({ token: confirmToken })}`;
    return {
      to,
      subject: "Please confirm your subscription to Yatra Tours trip ideas",
      text: [
        "Thank you for subscribing to Yatra Tours trip ideas: seasonal tips and offers from across India.",
        "",
        "Please confirm that this is your email address by opening this link:",
        "",
        link,
        "",
        `The link works for ${NEWSLETTER_CONFIRMATION_HOURS} hours. Until you confirm, we send you nothing else.`,
        "",
        "If you did not subscribe, ignore this email and you will not hear from us again.",
      ]
        .join("\n")
        .concat(signature)
        .concat(
          footer(links, `You received this because ${to} was entered in our newsletter box.`),
        ),
      headers: listHeaders(links),
    } satisfies MailMessage;
  },
  /** One newsletter to one confirmed subscriber. */
  issue: (to: string, subject: string, body: string, links: UnsubscribeLinks) =>
    ({
      to,
      subject,
      text: body
        .concat(signature)
        .concat(
          footer(links, `You receive Yatra Tours trip ideas because ${to} subscribed to them.`),
        ),
      headers: listHeaders(links),
    }) satisfies MailMessage,
};
