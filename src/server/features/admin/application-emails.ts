import type { MailMessage } from "@/server/platform/mail";

const signature = "\n\nYatra Tours · hello@yatratours.in";

export const applicationEmails = {
  approved: (
    to: string,
    {
      name,
      publicUrl,
      accountCreated,
    }: { name: string; publicUrl: string; accountCreated: boolean },
  ): MailMessage => ({
    to,
    subject: "Your application to guide with Yatra Tours is approved",
    text: [
      `Dear ${name},`,
      "",
      "Congratulations! Your application to become a Yatra Tours guide has been approved.",
      "",
      `Sign in to your dashboard to complete your guide profile (a photo and the destinations you cover) and your calendar: ${publicUrl}/dashboard`,
      "",
      "Once your profile is complete you are listed on our Guides page, where travellers can find and book you.",
      ...(accountCreated
        ? [
            "",
            "We have created an account for you with this email address. A separate email has a link to choose your password.",
          ]
        : []),
    ]
      .join("\n")
      .concat(signature),
  }),
  rejected: (to: string, { name, reason }: { name: string; reason: string }): MailMessage => ({
    to,
    subject: "Your application to guide with Yatra Tours",
    text: [
      `Dear ${name},`,
      "",
      "Thank you for applying to become a Yatra Tours guide. After reviewing your application, we are unable to approve it.",
      "",
      `Reason: ${reason}`,
      "",
      "You are welcome to apply again when things change.",
    ]
      .join("\n")
      .concat(signature),
  }),
};
