import { formatIndiaTime } from "@/shared/dates";
import { type Language, localeOf } from "@/shared/language";
import { formatPaise, formatRupees } from "@/shared/money";

/**
 * An e-mail's texts in every language: the English ones give the shape and the Hindi ones must
 * match it, so a text written in English only is a type error, not an English line in a Hindi mail.
 * Interpolated parts are functions, so both languages take the same facts.
 */
export function bilingual<T>(texts: { en: T; hi: NoInfer<T> }): Record<Language, T> {
  return texts;
}

/** Money, dates and moments written as the recipient's language writes them (₹ with Indian grouping). */
export interface MailFormat {
  language: Language;
  /** ₹20,815 or ₹20,815.20, from paise. */
  paise(paise: number): string;
  /** ₹1,00,000, from whole rupees. */
  rupees(amount: number): string;
  /** 14 June 2027 / 14 जून 2027, from a calendar date (YYYY-MM-DD). */
  date(isoDate: string): string;
  /** 25 November 2026 at 8:15 pm, in India time. */
  moment(at: Date): string;
}

function formatFor(language: Language): MailFormat {
  const locale = localeOf(language);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const withPaise = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const day = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  // "2 मई 2027 को सुबह 11:30 बजे": Hindi names the part of the day rather than writing am/pm.
  const moment = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    dayPeriod: "long",
    timeZone: "Asia/Kolkata",
  });
  const rupees = (amount: number) => `₹${whole.format(amount)}`;
  return {
    language,
    // English keeps the shared formatters the pages use, so its e-mails read exactly as before.
    paise:
      language === "en"
        ? formatPaise
        : (p) => (p % 100 === 0 ? rupees(p / 100) : `₹${withPaise.format(p / 100)}`),
    rupees: language === "en" ? formatRupees : rupees,
    date: (isoDate) => day.format(new Date(`${isoDate}T00:00:00Z`)),
    moment: language === "en" ? formatIndiaTime : (at) => moment.format(at),
  };
}

const FORMATS: Record<Language, MailFormat> = { en: formatFor("en"), hi: formatFor("hi") };
export const mailFormat = (language: Language): MailFormat => FORMATS[language];

/** The frame every e-mail shares: how it greets, how it signs, in each language. */
export const MAIL_FRAME = bilingual({
  en: {
    company: "Yatra Tours",
    greeting: (name: string) => `Dear ${name},`,
    /** After the last paragraph of a notice. */
    sign: "\n\nYatra Tours",
    /** After the last paragraph of an account or application e-mail. */
    signWithAddress: "\n\nYatra Tours · hello@yatratours.in",
  },
  hi: {
    company: "यात्रा टूर्स",
    greeting: (name: string) => `प्रिय ${name},`,
    sign: "\n\nयात्रा टूर्स",
    signWithAddress: "\n\nयात्रा टूर्स · hello@yatratours.in",
  },
});

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** An HTML part as a whole document whose `lang` tells mail programs (and screen readers) its language. */
export function htmlDocument(language: Language, body: string): string {
  return `<!doctype html><html lang="${localeOf(language)}"><head><meta charset="utf-8"></head><body>${body}</body></html>`;
}
