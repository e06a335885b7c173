import type { MailMessage } from "@/server/platform/mail";
import { bilingual, MAIL_FRAME } from "@/server/platform/mail-language";
import type { Language } from "@/shared/language";

const TEXTS = bilingual({
  en: {
    approved: {
      subject: "Your application to guide with Yatra Tours is approved",
      lines: (publicUrl: string) => [
        "Congratulations! Your application to become a Yatra Tours guide has been approved.",
        "",
        `Sign in to your dashboard to complete your guide profile (a photo and the destinations you cover) and your calendar: ${publicUrl}/dashboard`,
        "",
        "Once your profile is complete you are listed on our Guides page, where travellers can find and book you.",
      ],
      accountCreated:
        "We have created an account for you with this email address. A separate email has a link to choose your password.",
    },
    rejected: {
      subject: "Your application to guide with Yatra Tours",
      lines: (reason: string) => [
        "Thank you for applying to become a Yatra Tours guide. After reviewing your application, we are unable to approve it.",
        "",
        `Reason: ${reason}`,
        "",
        "You are welcome to apply again when things change.",
      ],
    },
  },
  hi: {
    approved: {
      subject: "यात्रा टूर्स के साथ गाइड बनने का आपका आवेदन मंज़ूर हो गया है",
      lines: (publicUrl) => [
        "बधाई हो! यात्रा टूर्स गाइड बनने का आपका आवेदन मंज़ूर हो गया है।",
        "",
        `अपनी गाइड प्रोफ़ाइल (एक फ़ोटो और वे जगहें जहाँ आप घुमाते हैं) और अपना कैलेंडर पूरा करने के लिए अपने डैशबोर्ड में साइन इन करें: ${publicUrl}/dashboard`,
        "",
        "प्रोफ़ाइल पूरी होते ही आपका नाम हमारे गाइड पेज पर आ जाएगा, जहाँ यात्री आपको ढूँढकर बुक कर सकेंगे।",
      ],
      accountCreated:
        "हमने इस ई-मेल पते से आपके लिए एक अकाउंट बना दिया है। पासवर्ड चुनने का लिंक एक अलग ई-मेल में भेजा गया है।",
    },
    rejected: {
      subject: "यात्रा टूर्स के साथ गाइड बनने का आपका आवेदन",
      lines: (reason) => [
        "यात्रा टूर्स गाइड बनने के लिए आवेदन करने का शुक्रिया। आपके आवेदन को ध्यान से देखने के बाद हम इसे मंज़ूर नहीं कर पा रहे हैं।",
        "",
        `कारण: ${reason}`,
        "",
        "हालात बदलने पर आप फिर से आवेदन कर सकते हैं।",
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
      .concat(MAIL_FRAME[language].signWithAddress),
  }) satisfies MailMessage;

/** Every e-mail takes the applicant's language first. */
export const applicationEmails = {
  approved: (
    language: Language,
    to: string,
    {
      name,
      publicUrl,
      accountCreated,
    }: { name: string; publicUrl: string; accountCreated: boolean },
  ): MailMessage => {
    const t = TEXTS[language].approved;
    return letter(language, to, name, t.subject, [
      ...t.lines(publicUrl),
      ...(accountCreated ? ["", t.accountCreated] : []),
    ]);
  },
  rejected: (
    language: Language,
    to: string,
    { name, reason }: { name: string; reason: string },
  ): MailMessage => {
    const t = TEXTS[language].rejected;
    return letter(language, to, name, t.subject, t.lines(reason));
  },
};
