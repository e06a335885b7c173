/**
 * What hindi-texts.test.ts does not ask Hindi for (decision 0040).
 *
 * Files whose sentences are not error or validation messages, or are already written in both
 * languages where they are made.
 */
export const UNSCANNED_FILES: readonly string[] = [
  // The dictionaries themselves.
  "src/shared/i18n",
  // Seed data, migrations and start-up checks: catalogue content has its own Hindi (decision 0039),
  // the rest is read by operators in the server's log.
  "src/server/db",
  // E-mails are written in both languages where they are made (mail-language.ts).
  "src/server/platform/mail-language.ts",
  "src/server/platform/auth-emails.ts",
  "src/server/features/admin/application-emails.ts",
  "src/server/features/applications/submission-emails.ts",
  "src/server/features/bookings/booking-emails.ts",
  "src/server/features/guide-licences/licence-emails.ts",
  "src/server/features/inbox/inbox-emails.ts",
  "src/server/features/messages/unread-email.ts",
  "src/server/features/payments/payment-emails.ts",
  // The assistant answers in the language it is asked in (reply.ts, recommender-summary.ts).
  "src/server/features/assistant",
];

/** Sentences in scanned files that no person sees: log lines, developers' errors, header values. */
export const NOT_SHOWN_TO_PEOPLE: ReadonlySet<string> = new Set<string>([
  // Internal ids: the routes that take uploads (app.ts).
  "POST /api/profile/picture",
  "PUT /api/guide-licence",
  "POST /api/guide-profile/photo",
  "POST /api/admin/photos",
  // Start-up configuration errors and log lines, read by operators (config.ts, server.ts).
  "AUTH_SECRET must be at least 32 characters",
  "STORAGE_URL must be s3://<bucket name>, or unset for the local folder",
  "COMPANY_UPI_ID must look like name@bank",
  "COMPANY_GSTIN is not a valid GSTIN",
  "Invalid configuration:n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three, or none for the test-mode checkout",
  "Invalid configuration:n  AUTH_SECRET: required in production",
  "Invalid configuration:\\n${missing.map((k) => ",
  "Invalid configuration:\\n{…}",
  "AUTH_SECRET is not set: using the development secret",
  // Header values: the mail sender's default (config.ts) and the page's Vary (document.ts).
  "Yatra Tours <no-reply@yatratours.in>",
  "Accept-Encoding, Cookie, Accept-Language",
  // A developer's hint when the web app was not built (document.ts).
  "The web app is not built yet: run `npm run build`.",
  // better-auth's 5xx, which the HTTP edge replaces with its own 503 (auth.ts).
  "Database unavailable",
  // Answers to the payment provider's webhook, never to a person (payments.service.ts).
  "The webhook signature does not match.",
  "The webhook body is not JSON.",
  // An example in a comment (slug.ts).
  "Kanha & Pench Tigers",
  // Pieces of nested templates, not sentences: the whole sentences have their Hindi
  // ("This destination still has {count} packages…", "Deposit of {paid} paid; balance of {due} due…").
  'This destination still has ${packageCount === 1 ? "a package" : ',
  "Awaiting the traveller's payment of {…}${\n      p.holdExpiresAt ? ",
  "Deposit of {…} paid; balance of {…} due${\n      p.balanceDueOn ? ",
]);
