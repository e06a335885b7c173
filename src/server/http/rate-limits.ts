import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { hitRateLimit, type RateLimitRule, waitText } from "@/server/platform/rate-limit";
import { ERROR_CODES } from "@/shared/api-error";
import { AppError } from "./errors";
import { sessionOf } from "./session";
import type { AppEnv } from "./types";

interface Rule extends RateLimitRule {
  name: string;
  /** Count per signed-in person instead of per address (falls back to the address). */
  by?: "user";
  /** Path under /api, matched exactly or as a prefix when it ends with '*'. */
  paths: string[];
  /** Paths under `paths` this rule leaves alone (matched exactly). */
  except?: string[];
}

const minute = 60;
const hour = 60 * 60;

/**
 * Who may try how often. Counts are per client address and rule, across every app server.
 * Sign-in attempts are not here: their failures are counted per account and per address by
 * platform/sign-in-guard.ts (docs/decisions/0019).
 */
export const RATE_LIMIT_RULES: Rule[] = [
  // Password and code sign-ins are guarded by failures per account and per address instead
  // (platform/sign-in-guard.ts); asking for a sign-in link sends an e-mail, so it is limited here.
  {
    name: "sign-in-links",
    paths: ["/auth/sign-in/magic-link"],
    limit: 10,
    windowSeconds: 10 * minute,
  },
  { name: "sign-up", paths: ["/auth/sign-up/*"], limit: 5, windowSeconds: hour },
  {
    name: "recovery",
    paths: [
      "/auth/request-password-reset",
      "/auth/reset-password",
      "/auth/send-verification-email",
    ],
    limit: 5,
    windowSeconds: hour,
  },
  {
    name: "codes",
    paths: ["/auth/email-otp/*", "/auth/two-factor/*", "/auth/magic-link/*"],
    // The second sign-in step counts failures per account and per address like the first.
    except: [
      "/auth/two-factor/verify-totp",
      "/auth/two-factor/verify-backup-code",
      "/auth/two-factor/verify-otp",
    ],
    limit: 10,
    windowSeconds: 10 * minute,
  },
  { name: "contact", paths: ["/contact"], limit: 5, windowSeconds: hour },
  { name: "newsletter", paths: ["/newsletter"], limit: 5, windowSeconds: hour },
  { name: "applications", paths: ["/guide-applications"], limit: 3, windowSeconds: hour },
  // Re-encoding an image is the most expensive thing a user can ask of the server.
  { name: "uploads", paths: ["/profile/picture"], limit: 20, windowSeconds: hour },
  // Per person: each answer may cost an AI provider call.
  {
    name: "assistant",
    paths: ["/assistant/recommendations"],
    limit: 30,
    windowSeconds: hour,
    by: "user",
  },
];

function matches(rule: Rule, path: string) {
  if (rule.except?.includes(path)) return false;
  return rule.paths.some((p) => (p.endsWith("*") ? path.startsWith(p.slice(0, -1)) : path === p));
}

export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

/** Mounted on /api: refuses with 429 and Retry-After once a rule's budget is spent. */
export const rateLimits = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "POST") return next();
  const path = c.req.path.replace(/^\/api/, "");
  const rule = RATE_LIMIT_RULES.find((r) => matches(r, path));
  if (!rule) return next();
  const who = (rule.by === "user" && (await sessionOf(c))?.user.id) || clientAddress(c);
  const result = await hitRateLimit(c.var.db, `${rule.name}:${who}`, rule);
  if (!result.allowed) {
    c.header("Retry-After", String(result.retryAfterSeconds));
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      `Too many attempts. Please wait ${waitText(result.retryAfterSeconds)} and try again.`,
    );
  }
  return next();
});
