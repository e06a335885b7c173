import { APPLICATION_CONFIRM_PATH } from "@/shared/applications/paths";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "@/shared/inbox/paths";

/**
 * Every screen of the web app, signed in or not (issue 16, item 6): the end-to-end walk
 * (tests/e2e/every-screen.spec.ts) and the bench's Lighthouse run both go through this table.
 * Adding a screen is one line.
 */
export type Role = "visitor" | "traveller" | "guide" | "admin";

/** What a list screen's cards must carry: packages a duration, every kind a rating. */
export type CardKind = "destination" | "package" | "guide";

export interface Screen {
  role: Role;
  path: string;
  /** A list screen: its cards (`main article`) and what each shows. */
  cards?: CardKind;
}

export const PERSONAS: Record<Exclude<Role, "visitor">, string> = {
  traveller: "traveller@example.com",
  guide: "guide@example.com",
  admin: "admin@example.com",
};
export const PERSONA_PASSWORD = "yatra-demo-2026";

/** The one-row header's height limit on a 360 px phone (issue 16). */
export const HEADER_MAX_HEIGHT = 64;

const GUIDE_SECTIONS = [
  "requests",
  "upcoming",
  "management",
  "guide-profile",
  "calendar",
  "licence",
];
const ADMIN_SECTIONS = [
  "users",
  "applications",
  "guides",
  "destinations",
  "packages",
  "closures",
  "licences",
  "bookings",
  "payments",
  "inbox",
  "audit",
];

export const SCREENS: Screen[] = [
  { role: "visitor", path: "/" },
  { role: "visitor", path: "/about-us" },
  { role: "visitor", path: "/contact-us" },
  { role: "visitor", path: "/login" },
  { role: "visitor", path: "/signUp" },
  { role: "visitor", path: "/forgot-password" },
  // The e-mailed links' landing screens, as a stale or mistyped link shows them.
  { role: "visitor", path: "/reset-password?token=expired" },
  { role: "visitor", path: "/email-verified" },
  { role: "visitor", path: `${APPLICATION_CONFIRM_PATH}?token=expired` },
  { role: "visitor", path: `${NEWSLETTER_CONFIRM_PATH}?token=expired` },
  { role: "visitor", path: `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=expired` },
  // The catalogue and its tools ask for an account (spec §2).
  { role: "traveller", path: "/destinations", cards: "destination" },
  { role: "traveller", path: "/destinations?view=map" },
  { role: "traveller", path: "/packages", cards: "package" },
  { role: "traveller", path: "/packages/dest_1" },
  { role: "traveller", path: "/guides", cards: "guide" },
  { role: "traveller", path: "/aihelp" },
  { role: "traveller", path: "/profile" },
  { role: "traveller", path: "/account" },
  { role: "traveller", path: "/my-bookings" },
  // A booking its guide has accepted, made when the walk starts (tests/support/awaiting-payment.ts).
  { role: "traveller", path: "/my-bookings/:booking/pay" },
  { role: "traveller", path: "/saved" },
  // A traveller's conversations open from their bookings; a guide's from the dashboard's lists.
  ...GUIDE_SECTIONS.map((s) => ({ role: "guide" as const, path: `/dashboard?section=${s}` })),
  { role: "guide", path: "/profile" },
  ...ADMIN_SECTIONS.map((s) => ({ role: "admin" as const, path: `/admin?section=${s}` })),
];

/** A screen's name in reports: who looks at which address. */
export const screenName = (screen: Screen) => `${screen.role} ${screen.path}`;
