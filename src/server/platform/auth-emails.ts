import type { Language } from "@/shared/language";
import type { MailMessage } from "./mail";
import { bilingual, escapeHtml, htmlDocument, MAIL_FRAME } from "./mail-language";

interface LinkText {
  subject: string;
  intro: string;
  outro: string;
}

// better-auth's email-OTP plugin sends codes for these four purposes.
export type CodePurpose = "sign-in" | "email-verification" | "forget-password" | "change-email";
type CodeText = { subject: string; line: (code: string) => string };

const TEXTS = bilingual({
  en: {
    verifyEmail: {
      subject: "Verify your email address",
      intro: "Welcome to Yatra Tours! Please confirm your email address by opening this link:",
      outro: "The link works for one hour. If you did not sign up, you can ignore this email.",
    },
    resetPassword: {
      subject: "Reset your password",
      intro:
        "Someone asked to reset the password of your Yatra Tours account. To choose a new password, open this link:",
      outro:
        "The link works for one hour and only once. If it was not you, ignore this email: your password stays as it is.",
    },
    invite: {
      subject: "You're invited to Yatra Tours",
      intro:
        "An administrator created a Yatra Tours account for you. Choose your password with this link:",
      outro: "The link works for one hour. Ask us for a new one if it has expired.",
    },
    magicLink: {
      subject: "Your sign-in link",
      intro: "Open this link to sign in to Yatra Tours:",
      outro:
        "The link works for five minutes and only once. If you did not ask for it, ignore this email.",
    },
    changeEmail: {
      subject: "Confirm your new email address",
      intro: "Please confirm that this is the new email address of your Yatra Tours account:",
      outro: "Until you confirm, your account keeps its old address.",
    },
    codes: {
      "sign-in": {
        subject: "Your Yatra Tours sign-in code",
        line: (code: string) => `Your sign-in code is ${code}.`,
      },
      "email-verification": {
        subject: "Your Yatra Tours verification code",
        line: (code: string) => `Your code to verify your email address is ${code}.`,
      },
      "forget-password": {
        subject: "Your Yatra Tours password reset code",
        line: (code: string) => `Your code to reset your password is ${code}.`,
      },
      "change-email": {
        subject: "Your Yatra Tours email change code",
        line: (code: string) => `Your code to change your email address is ${code}.`,
      },
    } satisfies Record<CodePurpose, CodeText>,
    codeOutro: "It works for five minutes. If you did not ask for it, ignore this email.",
    signInAttempts: {
      subject: "Someone is trying to sign in to your Yatra Tours account",
      text: (publicUrl: string) =>
        `There have been several failed attempts to sign in to your Yatra Tours account with a wrong password or code. If this was you, there is nothing to do: wait a little and try again.

If it was not you, someone may be trying to guess your password. Until the attempts stop, sign-ins to your account from new devices must wait between tries; the devices you have signed in on before are not held up.

To protect your account:
- choose a new, long password with "Forgot password?" on the login page: ${publicUrl}/forgot-password
- turn on two-factor authentication in your account settings: ${publicUrl}/account`,
    },
  },
  hi: {
    verifyEmail: {
      subject: "अपना ई-मेल पता पक्का करें",
      intro: "यात्रा टूर्स में आपका स्वागत है! कृपया यह लिंक खोलकर अपना ई-मेल पता पक्का करें:",
      outro: "यह लिंक एक घंटे तक काम करेगा। अगर आपने साइन अप नहीं किया है, तो इस ई-मेल को अनदेखा कर दें।",
    },
    resetPassword: {
      subject: "अपना पासवर्ड रीसेट करें",
      intro:
        "किसी ने आपके यात्रा टूर्स अकाउंट का पासवर्ड रीसेट करने को कहा है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:",
      outro:
        "यह लिंक एक घंटे तक और सिर्फ़ एक बार काम करेगा। अगर यह आपने नहीं माँगा, तो इस ई-मेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
    },
    invite: {
      subject: "यात्रा टूर्स की ओर से आपको न्योता",
      intro: "एक एडमिन ने आपके लिए यात्रा टूर्स अकाउंट बनाया है। इस लिंक से अपना पासवर्ड चुनें:",
      outro: "यह लिंक एक घंटे तक काम करेगा। अगर इसकी अवधि ख़त्म हो गई हो, तो हमसे नया लिंक माँग लें।",
    },
    magicLink: {
      subject: "आपका साइन-इन लिंक",
      intro: "यात्रा टूर्स में साइन इन करने के लिए यह लिंक खोलें:",
      outro:
        "यह लिंक पाँच मिनट तक और सिर्फ़ एक बार काम करेगा। अगर आपने इसे नहीं माँगा, तो इस ई-मेल को अनदेखा कर दें।",
    },
    changeEmail: {
      subject: "अपना नया ई-मेल पता पक्का करें",
      intro: "कृपया पक्का करें कि यही आपके यात्रा टूर्स अकाउंट का नया ई-मेल पता है:",
      outro: "जब तक आप पुष्टि नहीं करते, आपके अकाउंट पर पुराना पता ही रहेगा।",
    },
    codes: {
      "sign-in": {
        subject: "आपका यात्रा टूर्स साइन-इन कोड",
        line: (code) => `आपका साइन-इन कोड ${code} है।`,
      },
      "email-verification": {
        subject: "आपका यात्रा टूर्स पुष्टि कोड",
        line: (code) => `अपना ई-मेल पता पक्का करने के लिए आपका कोड ${code} है।`,
      },
      "forget-password": {
        subject: "आपका यात्रा टूर्स पासवर्ड रीसेट कोड",
        line: (code) => `पासवर्ड रीसेट करने के लिए आपका कोड ${code} है।`,
      },
      "change-email": {
        subject: "आपका यात्रा टूर्स ई-मेल बदलने का कोड",
        line: (code) => `अपना ई-मेल पता बदलने के लिए आपका कोड ${code} है।`,
      },
    },
    codeOutro: "यह पाँच मिनट तक काम करेगा। अगर आपने इसे नहीं माँगा, तो इस ई-मेल को अनदेखा कर दें।",
    signInAttempts: {
      subject: "कोई आपके यात्रा टूर्स अकाउंट में साइन इन करने की कोशिश कर रहा है",
      text: (publicUrl) =>
        `आपके यात्रा टूर्स अकाउंट में ग़लत पासवर्ड या कोड से साइन इन करने की कई कोशिशें नाकाम रही हैं। अगर ये आप थे, तो कुछ करने की ज़रूरत नहीं: थोड़ी देर रुककर फिर कोशिश करें।

अगर ये आप नहीं थे, तो हो सकता है कि कोई आपका पासवर्ड अंदाज़े से ढूँढने की कोशिश कर रहा हो। जब तक ये कोशिशें बंद नहीं होतीं, नए डिवाइस से आपके अकाउंट में साइन इन करने के लिए हर कोशिश के बीच रुकना होगा; जिन डिवाइस पर आप पहले साइन इन कर चुके हैं, उन पर कोई रोक नहीं है।

अपने अकाउंट को सुरक्षित रखने के लिए:
- लॉगिन पेज पर "पासवर्ड भूल गए?" से नया और लंबा पासवर्ड चुनें: ${publicUrl}/forgot-password
- अपनी अकाउंट सेटिंग में टू-फ़ैक्टर ऑथेंटिकेशन चालू करें: ${publicUrl}/account`,
    },
  },
});

function linkMail(language: Language, to: string, t: LinkText, url: string): MailMessage {
  const signature = MAIL_FRAME[language].signWithAddress;
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${url}\n\n${t.outro}${signature}`,
    html: htmlDocument(
      language,
      `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t.subject)}</a></p><p>${escapeHtml(t.outro)}</p>`,
    ),
  };
}

/** Every e-mail takes the account's language first. */
export const authEmails = {
  verifyEmail: (language: Language, to: string, url: string) =>
    linkMail(language, to, TEXTS[language].verifyEmail, url),
  resetPassword: (language: Language, to: string, url: string) =>
    linkMail(language, to, TEXTS[language].resetPassword, url),
  invite: (language: Language, to: string, url: string) =>
    linkMail(language, to, TEXTS[language].invite, url),
  magicLink: (language: Language, to: string, url: string) =>
    linkMail(language, to, TEXTS[language].magicLink, url),
  /** A six-digit code, titled and explained by what it is for. */
  oneTimeCode: (
    language: Language,
    to: string,
    code: string,
    purpose: CodePurpose,
  ): MailMessage => {
    const t = TEXTS[language];
    const { subject, line } = t.codes[purpose];
    return {
      to,
      subject: `${subject}: ${code}`,
      text: `${line(code)}\n\n${t.codeOutro}${MAIL_FRAME[language].signWithAddress}`,
    };
  },
  changeEmail: (language: Language, to: string, url: string) =>
    linkMail(language, to, TEXTS[language].changeEmail, url),
  /** Sent once per run of failed sign-ins to an account, when its attempts start to wait. */
  signInAttempts: (language: Language, to: string, publicUrl: string): MailMessage => {
    const t = TEXTS[language].signInAttempts;
    return {
      to,
      subject: t.subject,
      text: `${t.text(publicUrl)}${MAIL_FRAME[language].signWithAddress}`,
    };
  },
};
