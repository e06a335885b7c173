/** Which source files each catalog holds (lingui.config.ts; decision 0038). */
export const CATALOG_SOURCES = {
  /** What / and /login (signed in or not) run. Adding here costs the first screen's budget. */
  "first-screen": [
    "src/web/main.tsx",
    "src/web/router.tsx",
    "src/web/components/layout",
    "src/web/components/language-switch.tsx",
    // Only the primitives the first screen uses; the others' texts go with the other screens.
    ...[
      "alert.tsx",
      "button.tsx",
      "dialog.tsx",
      "error-panel.tsx",
      "fallback-image.tsx",
      "field.tsx",
      "form.tsx",
      "input.tsx",
      "page-hero.tsx",
      "section.tsx",
      "status-screen.tsx",
      "toast.tsx",
    ].map((file) => `src/web/components/ui/${file}`),
    "src/web/lib",
    "src/web/routes/home.tsx",
    "src/web/routes/login.tsx",
    "src/web/features/auth/auth-card.tsx",
    "src/web/features/auth/guards.tsx",
    "src/web/features/auth/link-class.ts",
    "src/web/features/guide-application/index.ts",
    "src/web/features/guide-application/join-as-guide-button.tsx",
    "src/web/features/guide-application/guide-application-context.tsx",
    "src/web/features/newsletter/newsletter-form.tsx",
    "src/web/features/contact/company-details.ts",
  ],
  /** Signing up and in by other ways, account links, the profile and account settings. */
  account: [
    "src/web/routes/sign-up.tsx",
    "src/web/routes/forgot-password.tsx",
    "src/web/routes/reset-password.tsx",
    "src/web/routes/email-verified.tsx",
    "src/web/routes/guide-application-confirm.tsx",
    "src/web/routes/newsletter-confirm.tsx",
    "src/web/routes/newsletter-unsubscribe.tsx",
    "src/web/routes/profile.tsx",
    "src/web/routes/account.tsx",
    "src/web/features/auth",
    "src/web/features/account",
    "src/web/features/profile",
    "src/web/features/guide-application",
    "src/web/components/token-landing.tsx",
    "src/web/features/newsletter",
  ],
  /** The traveller's trips: bookings, paying, messages, and the company's pages. */
  trips: [
    "src/web/routes/my-bookings.tsx",
    "src/web/routes/saved.tsx",
    "src/web/features/saved",
    "src/web/routes/pay.tsx",
    "src/web/routes/contact.tsx",
    "src/web/routes/about.tsx",
    "src/web/routes/ai-help.tsx",
    "src/web/features/my-bookings",
    "src/web/features/checkout",
    "src/web/features/messages",
    "src/web/features/contact",
  ],
  /** The guide's dashboard: requests, calendar, profile, licence, calendar feed. */
  dashboard: [
    "src/web/routes/dashboard.tsx",
    "src/web/features/dashboard",
    "src/web/features/guide-calendar",
    "src/web/features/guide-licence",
    "src/web/features/guide-profile",
    "src/web/features/calendar-feed",
  ],
  /** The console: its frame, users, guide applications, licences. */
  admin: ["src/web/routes/admin.tsx", "src/web/features/admin"],
  /** The console: destinations and packages. */
  content: ["src/web/features/content-admin"],
  /** The console: bookings, payments, inbox, audit log, closures. */
  operations: [
    "src/web/features/admin-bookings",
    "src/web/features/payments-admin",
    "src/web/features/inbox",
    "src/web/features/audit",
    "src/web/features/closures",
  ],
  /** Everything else: the catalogue, guides and booking screens and shared components. */
  messages: ["src/web"],
} as const;

export type CatalogName = keyof typeof CATALOG_SOURCES;
