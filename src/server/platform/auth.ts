import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SIGN_UP_ROLES } from "../../shared/constants";
import type { Database } from "../db/client";
import { account, profiles, session, user, verification } from "../db/schema";
import type { Logger } from "./logger";

export interface AuthOptions {
  db: Database;
  logger: Logger;
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

const signUpRoleHook = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-up/email") return;
  const body = (ctx.body ?? {}) as { role?: unknown };
  const { role } = body;
  if (role === undefined) return;
  if (!isSignUpRole(role)) {
    throw new APIError("BAD_REQUEST", {
      message: "Please choose a role: user or guide.",
      code: "INVALID_ROLE",
    });
  }
  if (ctx.request) requestedRoles.set(ctx.request, role);
  delete body.role;
});

export function createAuth({ db, logger, publicUrl, secret, secureCookies }: AuthOptions) {
  const authLog = logger.child({ component: "auth" });
  return betterAuth({
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        authLog[level === "debug" ? "debug" : level](
          { details: args.length ? args : undefined },
          message,
        ),
    },
    appName: "Yatra Tours",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      // better-auth skips these checks when it detects a test run; ours must test the real thing.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    hooks: { before: signUpRoleHook },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser, ctx) => {
            const role = (ctx?.request && requestedRoles.get(ctx.request)) || "user";
            return { data: { ...newUser, role } };
          },
          after: async (created) => {
            await db.insert(profiles).values({ userId: created.id }).onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
