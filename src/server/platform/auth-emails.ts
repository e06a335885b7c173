import type { MailMessage } from "./mail";

const signature = "\n\nYatra Tours · hello@yatratours.in";

function linkMail(
  to: string,
  subject: string,
  intro: string,
  url: string,
  outro: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${url}\n\n${outro}${signature}`,
    html: `<p>${intro}</p><p><a href="${url}">${subject}</a></p><p>${outro}</p>`,
  };
}

// better-auth's email-OTP plugin sends codes for these four purposes.
const CODE_PURPOSES = {
  "sign-in": { subject: "Your Yatra Tours sign-in code", use: "Your sign-in code is" },
  "email-verification": {
    subject: "Your Yatra Tours verification code",
    use: "Your code to verify your email address is",
  },
  "forget-password": {
    subject: "Your Yatra Tours password reset code",
    use: "Your code to reset your password is",
  },
  "change-email": {
    subject: "Your Yatra Tours email change code",
    use: "Your code to change your email address is",
  },
} as const;
export type CodePurpose = keyof typeof CODE_PURPOSES;

export const authEmails = {
  verifyEmail: (to: string, url: string) =>
    linkMail(
      to,
      "Verify your email address",
      "Welcome to Yatra Tours! Please confirm your email address by opening this link:",
      url,
      "The link works for one hour. If you did not sign up, you can ignore this email.",
    ),
  resetPassword: (to: string, url: string) =>
    linkMail(
      to,
      "Reset your password",
      "Someone asked to reset the password of your Yatra Tours account. To choose a new password, open this link:",
      url,
      "The link works for one hour and only once. If it was not you, ignore this email: your password stays as it is.",
    ),
  invite: (to: string, url: string) =>
    linkMail(
      to,
      "You're invited to Yatra Tours",
      "An administrator created a Yatra Tours account for you. Choose your password with this link:",
      url,
      "The link works for one hour. Ask us for a new one if it has expired.",
    ),
  magicLink: (to: string, url: string) =>
    linkMail(
      to,
      "Your sign-in link",
      "Open this link to sign in to Yatra Tours:",
      url,
      "The link works for five minutes and only once. If you did not ask for it, ignore this email.",
    ),
  /** A six-digit code, titled and explained by what it is for. */
  oneTimeCode: (to: string, code: string, purpose: CodePurpose): MailMessage => {
    const { subject, use } = CODE_PURPOSES[purpose];
    return {
      to,
      subject: `${subject}: ${code}`,
      text: `${use} ${code}.\n\nIt works for five minutes. If you did not ask for it, ignore this email.${signature}`,
    };
  },
  changeEmail: (to: string, url: string) =>
    linkMail(
      to,
      "Confirm your new email address",
      "Please confirm that this is the new email address of your Yatra Tours account:",
      url,
      "Until you confirm, your account keeps its old address.",
    ),
  /** Sent once per run of failed sign-ins to an account, when its attempts start to wait. */
  signInAttempts: (to: string, publicUrl: string): MailMessage => ({
    to,
    subject: "Someone is trying to sign in to your Yatra Tours account",
    text: `There have been several failed attempts to sign in to your Yatra Tours account with a wrong password or code. If this was you, there is nothing to do: wait a little and try again.

If it was not you, someone may be trying to guess your password. Until the attempts stop, sign-ins to your account from new devices must wait between tries; the devices you have signed in on before are not held up.

To protect your account:
- choose a new, long password with "Forgot password?" on the login page: ${publicUrl}/forgot-password
- turn on two-factor authentication in your account settings: ${publicUrl}/account${signature}`,
  }),
};
