import { type Context, Hono } from "hono";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { isDatabaseUnavailable } from "@/server/db/violations";
import { ERROR_CODES } from "@/shared/api-error";
import { INTL_WARM_UP_SCRIPT } from "@/shared/intl-warm-up";
import { accountRoutes } from "./features/account/account.routes";
import { adminRoutes } from "./features/admin/admin.routes";
import { adminBookingsRoutes } from "./features/admin-bookings/admin-bookings.routes";
import { applicationsRoutes } from "./features/applications/applications.routes";
import { assistantRoutes } from "./features/assistant/assistant.routes";
import { createAiProvider } from "./features/assistant/provider";
import { auditRoutes } from "./features/audit/audit.routes";
import { bookingsRoutes } from "./features/bookings/bookings.routes";
import { calendarFeedRoutes } from "./features/calendar-feed/calendar-feed.routes";
import { catalogueRoutes } from "./features/catalogue/catalogue.routes";
import { closuresRoutes } from "./features/closures/closures.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { contentRoutes } from "./features/content/content.routes";
import { devMailboxRoutes } from "./features/dev-mailbox/dev-mailbox.routes";
import { guideCalendarRoutes } from "./features/guide-calendar/guide-calendar.routes";
import {
  adminLicenceRoutes,
  guideLicenceRoutes,
} from "./features/guide-licences/guide-licences.routes";
import { guideProfileRoutes } from "./features/guide-profile/guide-profile.routes";
import { guidesRoutes } from "./features/guides/guides.routes";
import {
  adminNewsletterRoutes,
  inboxRoutes,
  newsletterRoutes,
} from "./features/inbox/inbox.routes";
import { messagesRoutes } from "./features/messages/messages.routes";
import { adminPaymentsRoutes, paymentsRoutes } from "./features/payments/payments.routes";
import { photosRoutes } from "./features/photos/photos.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { savedRoutes } from "./features/saved/saved.routes";
import { bodyLimit } from "./http/body-limit";
import { compressLargeAnswers } from "./http/compression";
import { AppError, localErrorBody, toErrorResponse } from "./http/errors";
import { inlineScriptHash } from "./http/inline-script-hash";
import { privateFilesApp } from "./http/private-files";
import { clientAddress, rateLimits } from "./http/rate-limits";
import { sameOrigin } from "./http/same-origin";
import { storedUploadsApp, uploadsApp, webApp } from "./http/static";
import { textSafety } from "./http/text-safety";
import type { AppDeps, AppEnv } from "./http/types";

export const API_BODY_LIMIT_BYTES = 64 * 1024;
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const CROSS_SITE_POSTS = new Set(["/api/payments/webhook", "/api/newsletter/unsubscribe"]);
const UPLOADS = new Set([
  "POST /api/profile/picture",
  "PUT /api/guide-licence",
  "POST /api/guide-profile/photo",
  "POST /api/admin/photos",
]);

export function createApp(deps: AppDeps) {
  const {
    config,
    db,
    auth,
    mailer,
    storage,
    realtime,
    logger,
    ping,
    jobs,
    payments,
    catalogueCache,
  } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // Answers of 1 KB or more go out gzipped to clients that accept it (the event stream never is);
  // built assets come precompressed, brotli first, from the static handler.
  app.use(compressLargeAnswers(1024));
  app.use(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.var.requestId });
    c.set("logger", log);
    c.set("db", db);
    c.set("auth", auth);
    c.set("mailer", mailer);
    c.set("storage", storage);
    c.set("realtime", realtime);
    c.set("config", config);
    c.set("jobs", jobs);
    c.set("payments", payments);
    c.set("catalogueCache", catalogueCache);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const level = c.res.status >= 500 ? "error" : "info";
    log[level]({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  });
  // Razorpay Checkout is a script and a frame from Razorpay's own site; nothing else is let in.
  const checkout =
    payments.provider.checkout.kind === "razorpay"
      ? [new URL(payments.provider.checkout.scriptUrl).origin, "https://api.razorpay.com"]
      : [];
  const strictTransportSecurity = config.publicUrl.startsWith("https://")
    ? "max-age=31536000; includeSubDomains"
    : false;
  // Pictures kept in a bucket behind a CDN come from its origin, not the app's.
  const uploadsOrigin =
    config.storage.kind === "s3" && config.storage.publicUrl
      ? [new URL(config.storage.publicUrl).origin]
      : [];
  const documentHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The page's one inline script, by its hash (decision 0046).
      scriptSrc: ["'self'", inlineScriptHash(INTL_WARM_UP_SCRIPT), ...checkout],
      frameSrc: checkout.length ? checkout : ["'none'"],
      // The nonce lets in the one style block of a server-rendered screen (decision 0055).
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", "data:", "blob:", ...uploadsOrigin],
      connectSrc: ["'self'", ...checkout],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity,
    crossOriginEmbedderPolicy: false,
  });
  // Hashed scripts and styles are subresources: a policy for documents means nothing on them, and
  // on a phone's first visit their twenty-odd copies of it cost about 15 KB of headers.
  const assetHeaders = secureHeaders({
    contentSecurityPolicy: undefined,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.use((c, next) =>
    c.req.path.startsWith("/assets/") ? assetHeaders(c, next) : documentHeaders(c, next),
  );

  /** True when the database cannot be reached: by the error itself, or, when a library swallowed
   * the cause (better-auth answers 500, or 401 for a session it could not look up), by a ping. */
  const databaseDown = async (error?: unknown) =>
    isDatabaseUnavailable(error) ||
    (await ping().then(
      () => false,
      () => true,
    ));
  const unavailable = (c: Context<AppEnv>) => {
    // Nothing the person did: the database is out of reach for a moment, so ask them to retry.
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(
      localErrorBody(
        c,
        ERROR_CODES.unavailable,
        "We can't reach our database right now. Please try again in a moment.",
      ),
      503,
    );
  };

  app.onError(async (error, c) => {
    const mapped = toErrorResponse(error, c);
    if (mapped) return mapped;
    if (await databaseDown(error)) {
      c.var.logger?.warn({ err: error }, "database unavailable");
      return unavailable(c);
    }
    c.var.logger?.error({ err: error }, "unhandled error");
    return c.json(
      localErrorBody(
        c,
        ERROR_CODES.internal,
        "Something went wrong on our side. Please try again.",
      ),
      500,
    );
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  // Ready means the database answers and live messages reach this server's streams; while the
  // listening connection reconnects, a load balancer should prefer another server.
  app.get("/readyz", async (c) => {
    const { live, since, reconnects } = realtime.health();
    let database: "ok" | "unreachable" = "ok";
    try {
      await ping();
    } catch (error) {
      c.var.logger.warn({ err: error }, "readiness check failed");
      database = "unreachable";
    }
    const ready = database === "ok" && live === "ok";
    return c.json(
      {
        status: ready ? "ready" : "unavailable",
        database,
        live,
        ...(since ? { liveDownSince: since } : {}),
        liveReconnects: reconnects,
      },
      ready ? 200 : 503,
    );
  });

  const api = new Hono<AppEnv>();
  const jsonBodyLimit = bodyLimit(
    API_BODY_LIMIT_BYTES,
    () =>
      new AppError(
        413,
        ERROR_CODES.payloadTooLarge,
        `The request body is larger than ${API_BODY_LIMIT_BYTES / 1024} KB.`,
      ),
  );
  // Uploads set their own, larger limit on their route.
  api.use((c, next) =>
    UPLOADS.has(`${c.req.method} ${c.req.path}`) ? next() : jsonBodyLimit(c, next),
  );
  // The provider's webhooks and mail programs' one-click unsubscribes (RFC 8058) come from their
  // servers, not our pages: a signature, and a signed token, are their checks.
  api.use((c, next) => (CROSS_SITE_POSTS.has(c.req.path) ? next() : sameOrigin(c, next)));
  api.use(rateLimits);
  api.use(textSafety);
  // better-auth's own admin endpoints would change accounts past the audit log (issue 14): the
  // console goes through /api/admin, which calls them server-side and records every change.
  api.all("/auth/admin/*", (c) =>
    c.json(localErrorBody(c, ERROR_CODES.notFound, "There is nothing here."), 404),
  );
  api.on(["GET", "POST"], "/auth/*", async (c) => {
    // better-auth records a session's address from X-Forwarded-For; it gets the one we trust.
    const { raw } = c.req;
    const headers = new Headers(raw.headers);
    headers.set("x-forwarded-for", clientAddress(c));
    // The text-safety check may have read the body already; Hono keeps it for a second read.
    const body = raw.method === "GET" ? undefined : await c.req.arrayBuffer();
    const response = await auth.handler(
      new Request(raw.url, { method: raw.method, headers, body }),
    );
    const mayHideOutage =
      response.status >= 500 || (response.status === 401 && headers.has("cookie"));
    if (mayHideOutage && (await databaseDown())) return unavailable(c);
    return response;
  });
  // Chained, so the app's type carries every feature's routes (AppType, typed test clients).
  const apiRoutes = api
    .route("/", catalogueRoutes())
    .route("/", guidesRoutes())
    .route("/", contactRoutes())
    .route("/", newsletterRoutes())
    .route("/", applicationsRoutes())
    .route("/", profileRoutes())
    .route("/", bookingsRoutes())
    .route("/", calendarFeedRoutes())
    .route("/", guideCalendarRoutes())
    .route("/", guideProfileRoutes())
    .route("/", messagesRoutes())
    .route("/", guideLicenceRoutes())
    .route("/", paymentsRoutes())
    .route("/", assistantRoutes(config.ai && createAiProvider(config.ai)))
    .route("/account", accountRoutes())
    .route("/saved", savedRoutes())
    .route("/admin", adminRoutes())
    .route("/admin", closuresRoutes())
    .route("/admin", contentRoutes())
    .route("/admin", photosRoutes())
    .route("/admin", auditRoutes())
    .route("/admin/licences", adminLicenceRoutes())
    .route("/admin/payments", adminPaymentsRoutes())
    .route("/admin/inbox", inboxRoutes())
    .route("/admin/newsletter", adminNewsletterRoutes())
    .route("/admin/bookings", adminBookingsRoutes());
  apiRoutes.all("*", (c) =>
    c.json(
      localErrorBody(c, ERROR_CODES.notFound, `No API endpoint ${c.req.method} ${c.req.path}.`),
      404,
    ),
  );
  const typed = app.route("/api", apiRoutes);

  app.route(
    "/uploads",
    config.storage.kind === "local"
      ? uploadsApp(config.storage.dir)
      : storedUploadsApp((name) => storage.openPublic?.(name) ?? Promise.resolve(null)),
  );
  // Signed links to private files come back to the app only when the app keeps them (the folder).
  if (storage.openPrivateLink)
    app.route("/files/private", privateFilesApp(storage.openPrivateLink));
  if (config.env !== "production") app.route("/dev/mailbox", devMailboxRoutes());
  // A page's first screen asks the app's own API in-process, as its reader (decision 0055).
  app.route(
    "/",
    webApp(config.webDist, async (request, env) => app.fetch(request, env)),
  );
  return typed;
}

export type App = ReturnType<typeof createApp>;
/** The API's routes as types: what typed clients (tests, and one day the web app) call. */
export type AppType = App;
