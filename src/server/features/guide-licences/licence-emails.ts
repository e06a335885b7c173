import type { MailMessage } from "@/server/platform/mail";
import {
  bilingual,
  MAIL_FRAME,
  type MailFormat,
  mailFormat,
} from "@/server/platform/mail-language";
import { LICENCE_KIND_LABELS, type LicenceKind } from "@/shared/guides/licence-schema";
import type { Language } from "@/shared/language";

interface LicenceFacts {
  name: string;
  kind: string;
  number: string;
  expiresOn: string;
  publicUrl: string;
}

const TEXTS = bilingual({
  en: {
    kinds: LICENCE_KIND_LABELS as Record<LicenceKind, string>,
    verified: {
      subject: (_f: MailFormat, _facts: LicenceFacts) => "Your guide licence is verified",
      lines: (f: MailFormat, facts: LicenceFacts, kind: string) => [
        `We have verified your licence (${kind}, number ${facts.number}).`,
        `Your card on our Guides page now shows a "Licensed" badge until the licence expires on ${f.date(facts.expiresOn)}.`,
        "",
        `We will remind you 30 days before it expires. Your licence details: ${facts.publicUrl}/dashboard`,
      ],
    },
    rejected: {
      subject: (_f: MailFormat, _facts: LicenceFacts) => "We could not verify your guide licence",
      lines: (_f: MailFormat, facts: LicenceFacts & { reason: string }, kind: string) => [
        `We could not verify the licence you sent us (${kind}, number ${facts.number}).`,
        "",
        `Reason: ${facts.reason}`,
        "",
        `You can correct the details or upload a clearer scan in your dashboard: ${facts.publicUrl}/dashboard`,
      ],
    },
    expiring: {
      subject: (f: MailFormat, facts: LicenceFacts) =>
        `Your guide licence expires on ${f.date(facts.expiresOn)}`,
      lines: (f: MailFormat, facts: LicenceFacts, kind: string) => [
        `Your licence (${kind}, number ${facts.number}) expires on ${f.date(facts.expiresOn)}.`,
        'After that day your card no longer shows the "Licensed" badge, and travellers looking for licensed guides will not see you.',
        "",
        `Once you have renewed it, enter the new expiry date and upload the new licence in your dashboard, and we will verify it again: ${facts.publicUrl}/dashboard`,
      ],
    },
  },
  hi: {
    kinds: {
      "india-tourism-national": "इंडिया टूरिज़्म गाइड, राष्ट्रीय स्तर",
      "india-tourism-regional": "इंडिया टूरिज़्म गाइड, क्षेत्रीय स्तर",
      state: "राज्य स्तर का गाइड",
    },
    verified: {
      subject: () => "आपके गाइड लाइसेंस की पुष्टि हो गई है",
      lines: (f, facts, kind) => [
        `हमने आपके लाइसेंस (${kind}, नंबर ${facts.number}) की पुष्टि कर दी है।`,
        `अब हमारे गाइड पेज पर आपके कार्ड पर "लाइसेंसशुदा" का निशान दिखेगा, जब तक कि ${f.date(facts.expiresOn)} को लाइसेंस की अवधि ख़त्म नहीं हो जाती।`,
        "",
        `अवधि ख़त्म होने से 30 दिन पहले हम आपको याद दिला देंगे। आपके लाइसेंस का ब्योरा: ${facts.publicUrl}/dashboard`,
      ],
    },
    rejected: {
      subject: () => "हम आपके गाइड लाइसेंस की पुष्टि नहीं कर सके",
      lines: (_f, facts, kind) => [
        `आपने जो लाइसेंस भेजा था (${kind}, नंबर ${facts.number}), हम उसकी पुष्टि नहीं कर सके।`,
        "",
        `कारण: ${facts.reason}`,
        "",
        `आप अपने डैशबोर्ड में ब्योरा ठीक कर सकते हैं या ज़्यादा साफ़ स्कैन अपलोड कर सकते हैं: ${facts.publicUrl}/dashboard`,
      ],
    },
    expiring: {
      subject: (f, facts) => `आपके गाइड लाइसेंस की अवधि ${f.date(facts.expiresOn)} को ख़त्म हो रही है`,
      lines: (f, facts, kind) => [
        `आपके लाइसेंस (${kind}, नंबर ${facts.number}) की अवधि ${f.date(facts.expiresOn)} को ख़त्म हो रही है।`,
        'उस दिन के बाद आपके कार्ड पर "लाइसेंसशुदा" का निशान नहीं दिखेगा, और लाइसेंस वाले गाइड ढूँढने वाले यात्रियों को आप नहीं दिखेंगे।',
        "",
        `लाइसेंस का नवीनीकरण होते ही अपने डैशबोर्ड में नई समाप्ति तारीख़ भरें और नया लाइसेंस अपलोड करें, हम उसकी फिर से पुष्टि करेंगे: ${facts.publicUrl}/dashboard`,
      ],
    },
  },
});

const kindLabel = (language: Language, kind: string) =>
  TEXTS[language].kinds[kind as LicenceKind] ?? kind;

const message = (language: Language, to: string, name: string, subject: string, lines: string[]) =>
  ({
    to,
    subject,
    text: [MAIL_FRAME[language].greeting(name), "", ...lines]
      .join("\n")
      .concat(MAIL_FRAME[language].signWithAddress),
  }) satisfies MailMessage;

/** Every e-mail takes the guide's language first. */
export const licenceEmails = {
  verified: (language: Language, to: string, facts: LicenceFacts) => {
    const { verified } = TEXTS[language];
    const f = mailFormat(language);
    return message(
      language,
      to,
      facts.name,
      verified.subject(f, facts),
      verified.lines(f, facts, kindLabel(language, facts.kind)),
    );
  },
  rejected: (language: Language, to: string, facts: LicenceFacts & { reason: string }) => {
    const { rejected } = TEXTS[language];
    const f = mailFormat(language);
    return message(
      language,
      to,
      facts.name,
      rejected.subject(f, facts),
      rejected.lines(f, facts, kindLabel(language, facts.kind)),
    );
  },
  expiring: (language: Language, to: string, facts: LicenceFacts) => {
    const { expiring } = TEXTS[language];
    const f = mailFormat(language);
    return message(
      language,
      to,
      facts.name,
      expiring.subject(f, facts),
      expiring.lines(f, facts, kindLabel(language, facts.kind)),
    );
  },
};
