import type { MailMessage } from "@/server/platform/mail";
import { bilingual, MAIL_FRAME } from "@/server/platform/mail-language";
import {
  APPLICATION_CONFIRMATION_HOURS,
  APPLICATION_SPECIALIZATIONS,
  type GuideApplicationInput,
} from "@/shared/applications/schema";
import type { Language } from "@/shared/language";

type Application = Omit<GuideApplicationInput, "idempotencyKey" | "agreeToTerms">;

const TEXTS = bilingual({
  en: {
    received: {
      subject: "We received your application to guide with Yatra Tours",
      text: (name: string, id: number) =>
        `Dear ${name},\n\nThank you for your interest in becoming a tourist guide! We will contact you soon.\n\nYour application number is #${id}.`,
    },
    confirm: {
      subject: "Please confirm your application to guide with Yatra Tours",
      lines: (link: string) => [
        "Thank you for applying to become a Yatra Tours guide. Please confirm that this is your email address by opening this link:",
        "",
        link,
        "",
        `The link works for ${APPLICATION_CONFIRMATION_HOURS} hours. Our team sees your application only after you confirm it.`,
        "",
        "If you did not apply, ignore this email and nothing will happen.",
      ],
    },
    signInToApply: {
      subject: "Your application to guide with Yatra Tours: please apply from your account",
      lines: (publicUrl: string) => [
        "Someone (we hope you) applied to become a Yatra Tours guide with this email address while signed out. A Yatra Tours account already uses this address, so we can only accept an application sent from that account.",
        "",
        `Please log in and apply again with the "Join as Tourist Guide" button: ${publicUrl}/login`,
        "",
        "If you did not apply, ignore this email: your account has not changed and nobody at Yatra Tours will see that application.",
      ],
    },
  },
  hi: {
    received: {
      subject: "यात्रा टूर्स के साथ गाइड बनने का आपका आवेदन हमें मिल गया है",
      text: (name, id) =>
        `प्रिय ${name},\n\nटूरिस्ट गाइड बनने में रुचि दिखाने के लिए शुक्रिया! हम जल्द ही आपसे संपर्क करेंगे।\n\nआपका आवेदन नंबर #${id} है।`,
    },
    confirm: {
      subject: "कृपया यात्रा टूर्स के साथ गाइड बनने के अपने आवेदन की पुष्टि करें",
      lines: (link) => [
        "यात्रा टूर्स गाइड बनने के लिए आवेदन करने का शुक्रिया। कृपया यह लिंक खोलकर पक्का करें कि यह आपका ही ई-मेल पता है:",
        "",
        link,
        "",
        `यह लिंक ${APPLICATION_CONFIRMATION_HOURS} घंटे तक काम करेगा। आपके पुष्टि करने के बाद ही हमारी टीम आपका आवेदन देख पाएगी।`,
        "",
        "अगर आपने आवेदन नहीं किया है, तो इस ई-मेल को अनदेखा कर दें, कुछ नहीं होगा।",
      ],
    },
    signInToApply: {
      subject: "यात्रा टूर्स के साथ गाइड बनने का आपका आवेदन: कृपया अपने अकाउंट से आवेदन करें",
      lines: (publicUrl) => [
        "किसी ने (उम्मीद है कि आपने ही) साइन आउट रहते हुए इस ई-मेल पते से यात्रा टूर्स गाइड बनने का आवेदन किया है। यह पता पहले से एक यात्रा टूर्स अकाउंट से जुड़ा है, इसलिए हम सिर्फ़ उसी अकाउंट से भेजा गया आवेदन स्वीकार कर सकते हैं।",
        "",
        `कृपया लॉग इन करें और "टूरिस्ट गाइड के रूप में जुड़ें" बटन से दोबारा आवेदन करें: ${publicUrl}/login`,
        "",
        "अगर आपने आवेदन नहीं किया है, तो इस ई-मेल को अनदेखा कर दें: आपके अकाउंट में कोई बदलाव नहीं हुआ है और यात्रा टूर्स में कोई भी वह आवेदन नहीं देखेगा।",
      ],
    },
  },
});

const letter = (language: Language, to: string, name: string, subject: string, lines: string[]) =>
  ({
    to,
    subject,
    text: [MAIL_FRAME[language].greeting(name), "", ...lines]
      .join("\n")
      .concat(MAIL_FRAME[language].sign),
  }) satisfies MailMessage;

export const submissionEmails = {
  /** To the company, once the application is in the admins' queue. */
  company: (
    to: string,
    id: number,
    application: Application,
    source: "account" | "confirmed",
  ): MailMessage => ({
    to,
    replyTo: application.email,
    subject: `New guide application: ${application.fullName}`,
    text: [
      `Application #${id}`,
      source === "account"
        ? "Sent while signed in to the account with this e-mail address."
        : "Sent signed out; the applicant confirmed this e-mail address.",
      `Name: ${application.fullName}`,
      `Email: ${application.email}`,
      `Phone: ${application.phone}`,
      `Address: ${application.address}`,
      `Experience: ${application.experience} years`,
      `Languages: ${application.languages}`,
      `Specialization: ${
        APPLICATION_SPECIALIZATIONS.find((s) => s.value === application.specialization)?.label ??
        application.specialization
      }`,
      "",
      application.about,
    ].join("\n"),
  }),

  /** To the applicant, once the application is in the admins' queue. */
  received: (language: Language, to: string, id: number, name: string): MailMessage => ({
    to,
    subject: TEXTS[language].received.subject,
    text: `${TEXTS[language].received.text(name, id)}${MAIL_FRAME[language].sign}`,
  }),

  /** To a signed-out applicant's address: nothing reaches the admins until they open the link. */
  confirm: (language: Language, to: string, name: string, link: string): MailMessage => {
    const t = TEXTS[language].confirm;
    return letter(language, to, name, t.subject, t.lines(link));
  },

  /**
   * To a signed-out applicant's address that already has an account: the application can only
   * change that account when it comes from the account itself, so no confirmation link is sent.
   */
  signInToApply: (language: Language, to: string, name: string, publicUrl: string): MailMessage => {
    const t = TEXTS[language].signInToApply;
    return letter(language, to, name, t.subject, t.lines(publicUrl));
  },
};
