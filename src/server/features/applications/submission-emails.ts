import type { MailMessage } from "@/server/platform/mail";
import {
  APPLICATION_CONFIRMATION_HOURS,
  APPLICATION_SPECIALIZATIONS,
  type GuideApplicationInput,
} from "@/shared/applications/schema";

type Application = Omit<GuideApplicationInput, "idempotencyKey" | "agreeToTerms">;

const signature = "\n\nYatra Tours";

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
  received: (to: string, id: number, name: string): MailMessage => ({
    to,
    subject: "We received your application to guide with Yatra Tours",
    text: `Dear ${name},\n\nThank you for your interest in becoming a tourist guide! We will contact you soon.\n\nYour application number is #${id}.${signature}`,
  }),

  /** To a signed-out applicant's address: nothing reaches the admins until they open the link. */
  confirm: (to: string, name: string, link: string): MailMessage => ({
    to,
    subject: "Please confirm your application to guide with Yatra Tours",
    text: [
      `Dear ${name},`,
      "",
      "Thank you for applying to become a Yatra Tours guide. Please confirm that this is your email address by opening this link:",
      "",
      link,
      "",
      `The link works for ${APPLICATION_CONFIRMATION_HOURS} hours. Our team sees your application only after you confirm it.`,
      "",
      "If you did not apply, ignore this email and nothing will happen.",
    ]
      .join("\n")
      .concat(signature),
  }),

  /**
   * To a signed-out applicant's address that already has an account: the application can only
   * change that account when it comes from the account itself, so no confirmation link is sent.
   */
  signInToApply: (to: string, name: string, publicUrl: string): MailMessage => ({
    to,
    subject: "Your application to guide with Yatra Tours: please apply from your account",
    text: [
      `Dear ${name},`,
      "",
      "Someone (we hope you) applied to become a Yatra Tours guide with this email address while signed out. A Yatra Tours account already uses this address, so we can only accept an application sent from that account.",
      "",
      `Please log in and apply again with the "Join as Tourist Guide" button: ${publicUrl}/login`,
      "",
      "If you did not apply, ignore this email: your account has not changed and nobody at Yatra Tours will see that application.",
    ]
      .join("\n")
      .concat(signature),
  }),
};
