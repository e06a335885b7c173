import crypto from "node:crypto";
import {
  APIError,
  type createAuthMiddleware,
  getSessionFromCtx,
  isAPIError,
} from "better-auth/api";
import type { Database } from "@/server/db/client";
import { ERROR_CODES } from "@/shared/api-error";
import { authEmails } from "./auth-emails";
import type { Logger } from "./logger";
import type { Mailer } from "./mail";
import { languageOfRecipient } from "./mail-language.repo";
import { waitText } from "./rate-limit";
import {
  claimNotice,
  claimTotpCode,
  countFailure,
  currentFailures,
  deleteStale,
  findUserByEmail,
  findUserById,
  releaseTotpCode,
} from "./sign-in-guard.repo";

/** The numbers of docs/decisions/0019: failures count, successes never do. */
export const SIGN_IN_LIMITS = {
  /** Failures an account (or one known device) may have before every attempt must wait. */
  freeFailures: 5,
  /** The wait after the fifth failure; it doubles with each further one, up to the cap. */
  firstDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
  /** An account's count is forgotten an hour after its latest failure. */
  accountWindowSeconds: 60 * 60,
  /** Per client address, high enough for a mobile carrier's NAT pool. */
  addressFailures: 300,
  addressWindowSeconds: 10 * 60,
};

/** A TOTP code is accepted for its 30 s step and one on either side: 90 s at most. */
export const USED_TOTP_CODE_SECONDS = 2 * 60;

/** The wait an account (or device) with `failures` failures owes after its latest one. */
export function delayAfter(failures: number): number {
  if (failures < SIGN_IN_LIMITS.freeFailures) return 0;
  const doubled = SIGN_IN_LIMITS.firstDelaySeconds * 2 ** (failures - SIGN_IN_LIMITS.freeFailures);
  return Math.min(doubled, SIGN_IN_LIMITS.maxDelaySeconds);
}

/** Where a wrong password or code is a guess at someone's account. */
const GUESS_PATHS = new Set([
  "/sign-in/email",
  "/sign-in/email-otp",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
  // A password reset by e-mailed code takes the account over as surely as a sign-in.
  "/email-otp/reset-password",
  "/email-otp/check-verification-otp",
]);

/** Where a new session means the person proved who they are on this device. */
const SIGN_IN_PATHS = new Set([...GUESS_PATHS, "/magic-link/verify", "/verify-email"]);

/** better-auth's answers for a wrong password or code (an expired code is no guess). */
const WRONG_GUESS_CODES = new Set([
  "INVALID_EMAIL_OR_PASSWORD",
  "INVALID_CODE",
  "INVALID_BACKUP_CODE",
  "INVALID_OTP",
  "TOO_MANY_ATTEMPTS",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
]);

const KNOWN_DEVICE_COOKIE = "known_device";
const KNOWN_DEVICE_MAX_AGE = 365 * 24 * 60 * 60;
/** Accounts one device remembers (a family's shared phone). */
const KNOWN_DEVICE_ACCOUNTS = 5;
const TWO_FACTOR_COOKIE = "two_factor";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

interface Attempt {
  address?: string;
  /** The account tried, when the request names one: by normalised e-mail. */
  email?: string;
  userId?: string;
  /** This browser has signed in to this account before. */
  knownDevice?: string;
  /** A TOTP code held for this attempt, released if the attempt fails. */
  totp?: { userId: string; hash: string };
}

const attempts = new WeakMap<Request, Attempt>();

const normalise = (email: string) => email.trim().toLowerCase();

function tooMany(message: string, retryAfterSeconds: number): APIError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      message: `${message} Please wait ${waitText(seconds)} and try again.`,
      code: ERROR_CODES.rateLimited,
    },
    { "Retry-After": String(seconds) },
  );
}

function readDevice(value: string | false | null | undefined) {
  const [id, ...userIds] = (value || "").split("~");
  return id ? { id, userIds } : null;
}

export interface SignInGuardDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/**
 * Failed sign-ins count per account and per client address, separately, in the database; a
 * success never counts. An account past its free failures makes every further attempt from a
 * device it does not know wait longer and longer, and its owner gets one notice e-mail. The
 * devices that signed in to it before keep their own count, so its owner is not held up.
 */
export function createSignInGuard({ db, mailer, logger, publicUrl }: SignInGuardDeps) {
  const log = logger.child({ component: "sign-in-guard" });

  async function signedInBefore(ctx: HookContext, userId: string | undefined) {
    if (!userId) return undefined;
    const name = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE).name;
    const device = readDevice(await ctx.getSignedCookie(name, ctx.context.secret));
    return device?.userIds.includes(userId) ? device.id : undefined;
  }

  /** The account a second-factor step is for: the pending sign-in's, never a session's. */
  async function pendingSignInUser(ctx: HookContext) {
    const name = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
    const identifier = await ctx.getSignedCookie(name, ctx.context.secret);
    if (!identifier) return undefined;
    const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
    return pending ? findUserById(db, pending.value) : undefined;
  }

  async function identify(ctx: HookContext, request: Request): Promise<Attempt | null> {
    const address = request.headers.get("x-forwarded-for") ?? undefined;
    if (ctx.path.startsWith("/two-factor/")) {
      // Signed in already (turning two-factor on): not a sign-in.
      if (await getSessionFromCtx(ctx)) return null;
      const found = await pendingSignInUser(ctx);
      return {
        address,
        email: found?.email,
        userId: found?.id,
        knownDevice: await signedInBefore(ctx, found?.id),
      };
    }
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string") return { address };
    const found = await findUserByEmail(db, normalise(email));
    return {
      address,
      email: normalise(email),
      userId: found?.id,
      knownDevice: await signedInBefore(ctx, found?.id),
    };
  }

  async function refuseWhileHeldUp(attempt: Attempt) {
    const accountKey = attempt.knownDevice
      ? `device:${attempt.knownDevice}`
      : attempt.email && `account:${attempt.email}`;
    const addressKey = !attempt.knownDevice && attempt.address && `address:${attempt.address}`;
    const counts = await currentFailures(
      db,
      [accountKey, addressKey].filter((k): k is string => Boolean(k)),
    );
    const account = counts.find((c) => c.key === accountKey);
    if (account) {
      const wait = delayAfter(account.failures) - account.secondsSinceLastFailure;
      if (wait > 0) throw tooMany("Too many failed sign-ins for this account.", wait);
    }
    const address = counts.find((c) => c.key === addressKey);
    if (address && address.failures >= SIGN_IN_LIMITS.addressFailures) {
      throw tooMany("Too many failed sign-ins from your network.", address.secondsLeftInWindow);
    }
  }

  async function countFailed(attempt: Attempt) {
    const { accountWindowSeconds, addressWindowSeconds } = SIGN_IN_LIMITS;
    if (attempt.address) {
      await countFailure(db, `address:${attempt.address}`, addressWindowSeconds, false);
    }
    if (attempt.knownDevice) {
      // The owner's own slips: counted for this device, never against the account.
      await countFailure(db, `device:${attempt.knownDevice}`, accountWindowSeconds, true);
      return;
    }
    if (!attempt.email) return;
    const key = `account:${attempt.email}`;
    const counted = await countFailure(db, key, accountWindowSeconds, true);
    if (counted.failures < SIGN_IN_LIMITS.freeFailures || counted.noticeSent || !attempt.userId) {
      return;
    }
    if (!(await claimNotice(db, key))) return;
    try {
      const language = await languageOfRecipient(db, { userId: attempt.userId });
      await mailer.send(authEmails.signInAttempts(language, attempt.email, publicUrl));
    } catch (error) {
      log.error({ err: error }, "sign-in attempts notice failed");
    }
  }

  async function holdTotpCode(ctx: HookContext, attempt: Attempt | null) {
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== "string") return;
    const userId = attempt ? attempt.userId : (await getSessionFromCtx(ctx))?.user.id;
    if (!userId) return;
    const hash = crypto
      .createHmac("sha256", ctx.context.secret)
      .update(`${userId}:${code.trim()}`)
      .digest("base64url");
    if (!(await claimTotpCode(db, userId, hash, USED_TOTP_CODE_SECONDS))) {
      if (attempt) await countFailed(attempt);
      throw new APIError("UNAUTHORIZED", {
        message: "This code was already used. Please wait for the next code.",
        code: "TOTP_CODE_USED",
      });
    }
    if (attempt) attempt.totp = { userId, hash };
    else if (ctx.request) attempts.set(ctx.request, { totp: { userId, hash } });
  }

  async function rememberDevice(ctx: HookContext, userId: string) {
    const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, {
      maxAge: KNOWN_DEVICE_MAX_AGE,
    });
    const device = readDevice(await ctx.getSignedCookie(cookie.name, ctx.context.secret));
    const id = device?.id ?? crypto.randomBytes(16).toString("base64url");
    const userIds = [userId, ...(device?.userIds ?? []).filter((u) => u !== userId)];
    await ctx.setSignedCookie(
      cookie.name,
      [id, ...userIds.slice(0, KNOWN_DEVICE_ACCOUNTS)].join("~"),
      ctx.context.secret,
      cookie.attributes,
    );
  }

  return {
    /** Refuses an attempt that must wait; holds a TOTP code so it completes one sign-in only. */
    async before(ctx: HookContext) {
      const request = ctx.request;
      if (!request || !GUESS_PATHS.has(ctx.path)) return;
      const attempt = await identify(ctx, request);
      if (attempt) {
        await refuseWhileHeldUp(attempt);
        attempts.set(request, attempt);
      }
      if (ctx.path === "/two-factor/verify-totp") await holdTotpCode(ctx, attempt);
    },

    /** Counts a wrong password or code; remembers the device of a finished sign-in. */
    async after(ctx: HookContext) {
      const request = ctx.request;
      if (!request || !SIGN_IN_PATHS.has(ctx.path)) return;
      const attempt = attempts.get(request);
      const returned = ctx.context.returned;
      if (isAPIError(returned) && attempt) {
        if (attempt.totp) await releaseTotpCode(db, attempt.totp.userId, attempt.totp.hash);
        const code = (returned.body as { code?: unknown } | undefined)?.code;
        if (typeof code === "string" && WRONG_GUESS_CODES.has(code)) await countFailed(attempt);
      }
      const signedIn = ctx.context.newSession;
      // A correct password of an account with two-factor only opens the second step.
      const secondStepPending = ctx.path === "/sign-in/email" && signedIn?.user.twoFactorEnabled;
      if (signedIn && !secondStepPending) await rememberDevice(ctx, signedIn.user.id);
    },
  };
}

/** Drops finished counts and expired codes; cheap to run now and then. */
export function pruneSignInGuard(db: Database): Promise<void> {
  return deleteStale(db);
}
