import path from "node:path";
import { z } from "zod";
import { isValidGstin } from "@/shared/payments/gst";

/** A GSTIN that passes the check digit, for demos and tests; a real company sets COMPANY_GSTIN. */
export const DEMO_GSTIN = "27AAACY1234F1ZM";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Yatra Tours <no-reply@yatratours.in>"),
  COMPANY_EMAIL: z.email().default("hello@yatratours.in"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["auto", "yes", "no"]).default("auto"),
  WEB_DIST: z.string().default("./dist/web"),
  STORAGE_DIR: z.string().optional(),
  STORAGE_URL: z
    .string()
    .trim()
    .regex(
      /^$|^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]\/?$/,
      "STORAGE_URL must be s3://<bucket name>, or unset for the local folder",
    )
    .optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  S3_PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: optionalUrl,
  AI_MODEL: z.string().default("gpt-4o"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  UNREAD_EMAIL_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  REQUEST_REMINDER_AFTER_SECONDS: z.coerce.number().int().min(1).max(2_592_000).default(86_400),
  REQUEST_EXPIRY_AFTER_SECONDS: z.coerce.number().int().min(2).max(2_592_000).default(172_800),
  RAZORPAY_KEY_ID: z.string().trim().optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().optional(),
  RAZORPAY_API_URL: optionalUrl,
  RAZORPAY_CHECKOUT_URL: optionalUrl,
  DEPOSIT_PERCENT: z.coerce.number().int().min(1).max(100).default(20),
  PAYMENT_HOLD_SECONDS: z.coerce.number().int().min(60).max(604_800).default(86_400),
  COMPANY_UPI_ID: z
    .string()
    .trim()
    .regex(/^$|^[\w.-]{2,256}@[a-zA-Z][\w]{1,64}$/, "COMPANY_UPI_ID must look like name@bank")
    .optional(),
  COMPANY_LEGAL_NAME: z.string().trim().min(1).default("Yatra Tours Private Limited"),
  COMPANY_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default("4th Floor, Nariman Bhavan, Nariman Point, Mumbai, Maharashtra 400021"),
  COMPANY_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidGstin, "COMPANY_GSTIN is not a valid GSTIN")
    .default(DEMO_GSTIN),
  GST_RATE_PERCENT: z.coerce.number().min(0).max(28).default(5),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  companyEmail: string;
  logLevel: string;
  /** Demo personas exist only on the embedded database unless forced. */
  seedDemo: boolean;
  webDist: string;
  /** Uploaded files (pictures, licence scans): a local folder, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Unset: the built-in recommender answers from the catalogue. */
  ai: { apiKey: string; baseURL: string | undefined; model: string; timeoutMs: number } | undefined;
  /** How long a message stays unread before its reader is e-mailed (ten minutes). */
  unreadEmailAfterSeconds: number;
  /** A pending request's guide is reminded after this long, and the request expires after the other. */
  requestDeadlines: { reminderAfterSeconds: number; expiryAfterSeconds: number };
  payments: PaymentsConfig;
}

export type StorageConfig =
  /** Public files served under /uploads. */
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      /** Unset: the app streams public files under /uploads. */
      publicUrl: string | undefined;
    };

export interface PaymentsConfig {
  /** Set with all three keys; otherwise the built-in test-mode checkout takes payments. */
  razorpay:
    | {
        keyId: string;
        keySecret: string;
        webhookSecret: string;
        apiUrl: string | undefined;
        checkoutScriptUrl: string | undefined;
      }
    | undefined;
  depositPercent: number;
  holdSeconds: number;
  /** Pay by any UPI app to this address, reconciled by an admin from the payer's UTR. */
  upiId: string | undefined;
  company: { legalName: string; address: string; gstin: string };
  gstRatePercent: number;
}

function razorpayKeys(e: z.infer<typeof envSchema>): PaymentsConfig["razorpay"] {
  const keys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (keys.every((k) => !k)) return undefined;
  if (!keys.every(Boolean))
    throw new Error(
      "Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three, or none for the test-mode checkout",
    );
  return {
    keyId: e.RAZORPAY_KEY_ID!,
    keySecret: e.RAZORPAY_KEY_SECRET!,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: e.RAZORPAY_API_URL,
    checkoutScriptUrl: e.RAZORPAY_CHECKOUT_URL,
  };
}

function storage(e: z.infer<typeof envSchema>, defaultDir: string): StorageConfig {
  if (!e.STORAGE_URL) return { kind: "local", dir: path.resolve(e.STORAGE_DIR ?? defaultDir) };
  const missing = (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((k) => !e[k]);
  if (missing.length)
    throw new Error(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required when STORAGE_URL is s3://`).join("\n")}`,
    );
  return {
    kind: "s3",
    bucket: e.STORAGE_URL.slice("s3://".length).replace(/\/$/, ""),
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE
      ? e.S3_FORCE_PATH_STYLE === "true"
      : e.S3_ENDPOINT !== undefined,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const database = e.DATABASE_URL
    ? ({ kind: "postgres", url: e.DATABASE_URL } as const)
    : ({ kind: "pglite", dataDir: path.resolve(e.DATA_DIR) } as const);
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
    throw new Error("Invalid configuration:\n  AUTH_SECRET: required in production");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    database,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    companyEmail: e.COMPANY_EMAIL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === "yes" || (e.SEED_DEMO === "auto" && database.kind === "pglite"),
    webDist: path.resolve(e.WEB_DIST),
    storage: storage(
      e,
      database.kind === "pglite" ? path.join(database.dataDir, "uploads") : "./uploads",
    ),
    trustProxy: e.TRUST_PROXY === "true",
    ai: e.OPENAI_API_KEY?.trim()
      ? {
          apiKey: e.OPENAI_API_KEY.trim(),
          baseURL: e.OPENAI_BASE_URL,
          model: e.AI_MODEL,
          timeoutMs: e.AI_TIMEOUT_MS,
        }
      : undefined,
    unreadEmailAfterSeconds: e.UNREAD_EMAIL_AFTER_SECONDS,
    requestDeadlines: {
      reminderAfterSeconds: e.REQUEST_REMINDER_AFTER_SECONDS,
      expiryAfterSeconds: e.REQUEST_EXPIRY_AFTER_SECONDS,
    },
    payments: {
      razorpay: razorpayKeys(e),
      depositPercent: e.DEPOSIT_PERCENT,
      holdSeconds: e.PAYMENT_HOLD_SECONDS,
      upiId: e.COMPANY_UPI_ID || undefined,
      company: {
        legalName: e.COMPANY_LEGAL_NAME,
        address: e.COMPANY_ADDRESS,
        gstin: e.COMPANY_GSTIN,
      },
      gstRatePercent: e.GST_RATE_PERCENT,
    },
  };
}
