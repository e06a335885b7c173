import { kabirApplication } from "@tests/support/fixtures/guide-application";
import { mailsTo } from "./api-helpers";
import type { TestApp } from "./test-app";

export type ApplicationBody = typeof kabirApplication & { idempotencyKey?: string };

/** Sends a guide application (signed in with `cookie`, or signed out), with a fresh key unless given. */
export function sendApplication(
  t: TestApp,
  overrides: Partial<ApplicationBody> = {},
  cookie?: string,
) {
  return t.request("/api/guide-applications", {
    method: "POST",
    json: { ...kabirApplication, idempotencyKey: crypto.randomUUID(), ...overrides },
    cookie,
  });
}

/** The token of the newest confirmation link mailed to `email`, if one was. */
export async function mailedConfirmationToken(t: TestApp, email: string) {
  for (const mail of await mailsTo(t, email)) {
    const token = /\/guide-applications\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (token) return token;
  }
  return undefined;
}

export function confirmApplication(t: TestApp, token: string) {
  return t.request("/api/guide-applications/confirm", { method: "POST", json: { token } });
}
