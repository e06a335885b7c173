import type { Database } from "@/server/db/client";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { sendSafely } from "@/server/platform/send-safely";
import {
  APPLICATION_SPECIALIZATIONS,
  type GuideApplicationInput,
} from "@/shared/applications/schema";
import { insertApplication } from "./applications.repo";

export interface ApplicationDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  companyEmail: string;
}

/** Stores a pending application and tells the company and the applicant; returns its number. */
export async function submitApplication(
  deps: ApplicationDeps,
  userId: string | null,
  input: GuideApplicationInput,
): Promise<number> {
  const id = await insertApplication(deps.db, { ...input, userId });
  const specialization =
    APPLICATION_SPECIALIZATIONS.find((s) => s.value === input.specialization)?.label ??
    input.specialization;
  await sendSafely(deps, {
    to: deps.companyEmail,
    replyTo: input.email,
    subject: `New guide application: ${input.fullName}`,
    text: [
      `Application #${id}`,
      `Name: ${input.fullName}`,
      `Email: ${input.email}`,
      `Phone: ${input.phone}`,
      `Address: ${input.address}`,
      `Experience: ${input.experience} years`,
      `Languages: ${input.languages}`,
      `Specialization: ${specialization}`,
      "",
      input.about,
    ].join("\n"),
  });
  await sendSafely(deps, {
    to: input.email,
    subject: "We received your application to guide with Yatra Tours",
    text: `Dear ${input.fullName},\n\nThank you for your interest in becoming a tourist guide! We will contact you soon.\n\nYour application number is #${id}.\n\nYatra Tours`,
  });
  return id;
}
