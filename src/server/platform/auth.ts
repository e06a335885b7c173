import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin, emailOTP, magicLink, twoFactor } from "better-auth/plugins";
import type { Database } from "@/server/db/client";
import { isDatabaseUnavailable } from "@/server/db/violations";
import { prepareAccountDeletion } from "@/server/features/account/account.service";
import { unlistGuideOf } from "@/server/features/guides/guides.repo";
import { browserLanguage } from "@/server/http/language-cookie";
import { updateUserInput } from "@/shared/account/schema";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SIGN_UP_ROLES } from "@/shared/constants";
import { DEFAULT_LANGUAGE, isLanguage } from "@/shared/language";
import { authTables, createEmptyProfile, usesTwoFactor } from "./auth.repo";
import { authEmails } from "./auth-emails";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import type { Logger } from "./logger";
import type { Mailer } from "./mail";
import { languageOfRecipient } from "./mail-language.repo";
import { createSignInGuard } from "./sign-in-guard";
import type { Storage } from "./storage";

export interface AuthOptions {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  publicUrl: string;
  secret: string;
  secureCookies: boolean;
}

type SignUpRole = (typeof SIGN_UP_ROLES)[number];

const isSignUpRole = (value: unknown): value is SignUpRole =>
  SIGN_UP_ROLES.includes(value as SignUpRole);

/**
 * Sign-up may ask for user or guide, nothing else. The role column belongs to the admin plugin,
 * which refuses it in a sign-up body, so the request's role is taken out here and applied when
 * the user row is created.
 */
const requestedRoles = new WeakMap<Request, SignUpRole>();

/** Addresses an admin is inviting right now: their password link is worded as an invitation. */
export const pendingInvites = new Set<string>();

const PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

/** Where a verification link lands unless the page asked for somewhere else. */
const VERIFY_CALLBACK_PATHS = new Set([
  "/sign-up/email",
  "/sign-in/email",
  "/send-verification-email",
]);

/** Passwordless sign-in would step around a second factor, so it is closed to those accounts. */
const PASSWORDLESS_PATHS = new Set([
  "/sign-in/magic-link",
  "/email-otp/send-verification-otp",
  "/sign-in/email-otp",
]);

function isVerifyChangeOfEmail(token: string): boolean {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    );
    return typeof payload?.updateTo === "string";
  } catch {
    return false;
  }
}

const commonChecks = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (VERIFY_CALLBACK_PATHS.has(ctx.path) && body.callbackURL === undefined) {
    body.callbackURL = "/email-verified";
  }
  if (ctx.path === "/update-user") {
    const parsed = updateUserInput.safeParse(body);
    if (!parsed.success) {
      throw new APIError("BAD_REQUEST", {
        message: parsed.error.issues[0]?.message ?? "Please check your details.",
        code: "INVALID_USER_UPDATE",
      });
    }
  }
  const passwordField = PASSWORD_FIELDS[ctx.path];
  const password = passwordField ? body[passwordField] : undefined;
  if (typeof password === "string" && isCommonPassword(password)) {
    throw new APIError("BAD_REQUEST", {
      message: COMMON_PASSWORD_MESSAGE,
      code: "PASSWORD_TOO_COMMON",
    });
  }
  if (ctx.path !== "/sign-up/email" || body.role === undefined) return;
  if (!isSignUpRole(body.role)) {
    throw new APIError("BAD_REQUEST", {
      message: "Please choose a role: user or guide.",
      code: "INVALID_ROLE",
    });
  }
  if (ctx.request) requestedRoles.set(ctx.request, body.role);
  delete body.role;
});

export function createAuth({
  db,
  logger,
  mailer,
  storage,
  publicUrl,
  secret,
  secureCookies,
}: AuthOptions) {
  const authLog = logger.child({ component: "auth" });
  const guard = createSignInGuard({ db, mailer, logger, publicUrl });
  const beforeHook = createAuthMiddleware(async (ctx) => {
    await commonChecks(ctx);
    await guard.before(ctx);
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (!PASSWORDLESS_PATHS.has(ctx.path) || typeof email !== "string") return;
    if (await usesTwoFactor(db, email.trim().toLowerCase())) {
      throw new APIError("FORBIDDEN", {
        message:
          "This account uses two-factor authentication. Please sign in with your password and your authenticator code.",
        code: "TWO_FACTOR_REQUIRED",
      });
    }
  });
  // Auth mail is part of the flow the user is waiting on: a failure is an error they must see.
  const send = (message: Parameters<Mailer["send"]>[0]) => mailer.send(message);
  // E-mails go out in the account's language: the user better-auth hands over carries it.
  const accountLanguage = async (target: { id: string; email: string }) => {
    const chosen = (target as { language?: unknown }).language;
    return isLanguage(chosen) ? chosen : languageOfRecipient(db, { userId: target.id });
  };
  return betterAuth({
    appName: "Yatra Tours",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        authLog[level === "debug" ? "debug" : level](
          { details: args.length ? args : undefined },
          message,
        ),
    },
    // Without this, better-auth prints every refused request (a 400 included) with console.error.
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.status !== "INTERNAL_SERVER_ERROR") {
          authLog.debug({ err: error }, "auth request refused");
          return;
        }
        if (isDatabaseUnavailable(error)) {
          authLog.warn({ err: error }, "auth request met an unreachable database");
          // The HTTP edge turns any 5xx from here into our 503 with Retry-After.
          throw new APIError("SERVICE_UNAVAILABLE", { message: "Database unavailable" });
        }
        authLog.error({ err: error }, "auth request failed");
        // An APIError is answered as JSON; anything else better-call prints with console.error.
        if (!isAPIError(error)) throw new APIError("INTERNAL_SERVER_ERROR");
      },
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: authTables,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, url }) => {
        const invited = pendingInvites.delete(target.email);
        await send(
          invited
            ? authEmails.invite(await accountLanguage(target), target.email, url)
            : authEmails.resetPassword(await accountLanguage(target), target.email, url),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user: target, url, token }) => {
        // The same mechanism confirms a changed address; better-auth sends that to the new one.
        await send(
          isVerifyChangeOfEmail(token)
            ? authEmails.changeEmail(await accountLanguage(target), target.email, url)
            : authEmails.verifyEmail(await accountLanguage(target), target.email, url),
        );
      },
    },
    user: {
      // The reader's language (issue 15) rides on the session's user, so the web app learns the
      // account's choice at sign-in. Only PUT /api/account/language changes it: better-auth
      // refuses it in update-user and ignores it in a sign-up body (the hook below decides).
      additionalFields: {
        language: { type: "string", required: false, defaultValue: "en", input: false },
      },
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        // Bookings stay for the guide's and the company's records, without the person in them.
        beforeDelete: async (deleted) => {
          const picture = await prepareAccountDeletion(db, deleted.id);
          if (picture) await storage.remove(picture);
        },
      },
    },
    session: {
      // Idle for a week and the session ends; while used it is extended once a day.
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // Every sensitive change asks for the password again, so sessions need no "freshness".
      freshAge: 0,
    },
    rateLimit: { enabled: false },
    advanced: {
      // Every signed-in request reads its session and its user in one statement instead of two.
      database: { joins: true },
      // better-auth skips these checks when it detects a test run; ours must test the real thing.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: [
      admin({
        defaultRole: "user",
        adminRoles: ["admin"],
        defaultBanReason: "Banned by an administrator",
      }),
      twoFactor({ issuer: "Yatra Tours", backupCodeOptions: { amount: 10, length: 10 } }),
      magicLink({
        expiresIn: 60 * 5,
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) =>
          send(authEmails.magicLink(await languageOfRecipient(db, { email }), email, url)),
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: 60 * 5,
        allowedAttempts: 3,
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }) =>
          send(authEmails.oneTimeCode(await languageOfRecipient(db, { email }), email, otp, type)),
      }),
    ],
    hooks: { before: beforeHook, after: createAuthMiddleware(guard.after) },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser, ctx) => {
            const role = (ctx?.request && requestedRoles.get(ctx.request)) || "user";
            // Someone who signs up reading Hindi keeps Hindi: the account starts in the language
            // their browser was showing (its `lang` cookie, else its Accept-Language).
            const headers = ctx?.path === "/sign-up/email" ? ctx.request?.headers : undefined;
            const language = headers ? browserLanguage(headers) : DEFAULT_LANGUAGE;
            return { data: { ...newUser, role, language } };
          },
          after: async (created) => {
            await createEmptyProfile(db, created.id);
          },
        },
        update: {
          after: async (updated) => {
            const role = (updated as { role?: string }).role;
            if (role && role !== "guide" && role !== "admin") await unlistGuideOf(db, updated.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
