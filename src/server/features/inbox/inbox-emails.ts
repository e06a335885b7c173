import type { MailMessage } from "@/server/platform/mail";
import { bilingual, MAIL_FRAME, mailFormat } from "@/server/platform/mail-language";
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMATION_HOURS,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from "@/shared/inbox/schema";
import type { Language } from "@/shared/language";

const TEXTS = bilingual({
  en: {
    wrote: (when: string, name: string) => `On ${when}, ${name} wrote:`,
    confirm: {
      subject: "Please confirm your subscription to Yatra Tours trip ideas",
      lines: (link: string) => [
        "Thank you for subscribing to Yatra Tours trip ideas: seasonal tips and offers from across India.",
        "",
        "Please confirm that this is your email address by opening this link:",
        "",
        link,
        "",
        `The link works for ${NEWSLETTER_CONFIRMATION_HOURS} hours. Until you confirm, we send you nothing else.`,
        "",
        "If you did not subscribe, ignore this email and you will not hear from us again.",
      ],
      why: (to: string) => `You received this because ${to} was entered in our newsletter box.`,
    },
    issueWhy: (to: string) =>
      `You receive Yatra Tours trip ideas because ${to} subscribed to them.`,
    unsubscribe: "Unsubscribe",
  },
  hi: {
    wrote: (when, name) => `${when}, ${name} ने लिखा:`,
    confirm: {
      subject: "कृपया यात्रा टूर्स के ट्रिप आइडिया की सदस्यता पक्की करें",
      lines: (link) => [
        "यात्रा टूर्स के ट्रिप आइडिया की सदस्यता लेने के लिए शुक्रिया: पूरे भारत से मौसम के हिसाब से सुझाव और ऑफ़र।",
        "",
        "कृपया यह लिंक खोलकर पक्का करें कि यह आपका ही ई-मेल पता है:",
        "",
        link,
        "",
        `यह लिंक ${NEWSLETTER_CONFIRMATION_HOURS} घंटे तक काम करेगा। जब तक आप पुष्टि नहीं करते, हम आपको और कुछ नहीं भेजेंगे।`,
        "",
        "अगर आपने सदस्यता नहीं ली है, तो इस ई-मेल को अनदेखा कर दें, हम आपको फिर कभी ई-मेल नहीं भेजेंगे।",
      ],
      why: (to) => `आपको यह ई-मेल इसलिए मिला है, क्योंकि हमारे न्यूज़लेटर बॉक्स में ${to} डाला गया था।`,
    },
    issueWhy: (to) => `आपको यात्रा टूर्स के ट्रिप आइडिया इसलिए मिलते हैं, क्योंकि ${to} ने इनकी सदस्यता ली है।`,
    unsubscribe: "सदस्यता छोड़ें",
  },
});

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
  /** The sender's language: the frame around the admin's own words. */
  language?: Language;
}): MailMessage {
  const language = input.language ?? "en";
  const company = MAIL_FRAME[language].company;
  const when =
    language === "en"
      ? sentAt.format(input.original.createdAt)
      : mailFormat(language).moment(input.original.createdAt);
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
      input.signedBy ? `${input.signedBy}\n${company}` : company,
      "",
      TEXTS[language].wrote(when, input.original.name),
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

const footer = (language: Language, links: UnsubscribeLinks, why: string) =>
  ["", "--", why, `${TEXTS[language].unsubscribe}: ${links.page}`].join("\n");

export const newsletterEmails = {
  /** The double opt-in: nothing else is sent to the address until its link is opened. */
  confirm: (
    to: string,
    confirmToken: string,
    publicUrl: string,
    links: UnsubscribeLinks,
    /** The language of the page the address was entered on. */
    language: Language = "en",
  ) => {
    const link = `${publicUrl}${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams({ token: confirmToken })}`;
    const t = TEXTS[language].confirm;
    return {
      to,
      subject: t.subject,
      text: t
        .lines(link)
        .join("\n")
        .concat(MAIL_FRAME[language].sign)
        .concat(footer(language, links, t.why(to))),
      headers: listHeaders(links),
    } satisfies MailMessage;
  },
  /** One newsletter to one confirmed subscriber. */
  issue: (
    to: string,
    subject: string,
    body: string,
    links: UnsubscribeLinks,
    language: Language = "en",
  ) =>
    ({
      to,
      subject,
      text: body
        .concat(MAIL_FRAME[language].sign)
        .concat(footer(language, links, TEXTS[language].issueWhy(to))),
      headers: listHeaders(links),
    }) satisfies MailMessage,
};
