import * as z from "zod/mini";
import { todayInIndia } from "@/shared/dates";
import { lazySchema } from "@/shared/lazy-schema";
import { pageField } from "@/shared/query-fields";
import { requiredText } from "@/shared/text-fields";

export const LICENCE_KINDS = ["india-tourism-national", "india-tourism-regional", "state"] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export const LICENCE_KIND_LABELS: Record<LicenceKind, string> = {
  "india-tourism-national": "India Tourism guide, national level",
  "india-tourism-regional": "India Tourism guide, regional level",
  state: "State level guide",
};

export const LICENCE_STATUSES = ["pending", "verified", "rejected"] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const LICENCE_LIMITS = {
  numberMin: 3,
  numberMax: 40,
  authorityMin: 2,
  authorityMax: 120,
  rejectionReasonMax: 500,
} as const;

/** The scanned licence: what a guide may upload, and the file extension it is kept under. */
export const LICENCE_DOCUMENT_TYPES = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
} as const;
export type LicenceDocumentType = keyof typeof LICENCE_DOCUMENT_TYPES;
/** The file input's `accept`: the extensions and the media types. */
export const LICENCE_DOCUMENT_ACCEPT =
  ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp";
export const LICENCE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const LICENCE_DOCUMENT_MISSING = "Please choose the scanned licence (a PDF or an image).";
export const LICENCE_DOCUMENT_EMPTY = "The file is empty. Please choose the scanned licence.";
export const LICENCE_DOCUMENT_TOO_LARGE = "The document can be at most 5 MB.";
export const LICENCE_DOCUMENT_WRONG_TYPE =
  "Please choose a PDF, JPEG, PNG or WebP file. This file is none of those.";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// Form fields arrive as multipart text, where the JSON-only NUL check does not look.
const hasControlCharacter = (value: string) =>
  [...value].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

const text = (label: string, min: number, max: number) =>
  z.string(`${label} is required`).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.minLength(min, `${label} must be at least ${min} characters`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    z.refine((value) => !hasControlCharacter(value), `${label} cannot contain control characters`),
  );

/** The licence's details, as the guide's form and PUT /api/guide-licence send them. */
export const licenceDetailsInput = lazySchema(() =>
  z.object({
    kind: z.enum(LICENCE_KINDS, "Please choose the kind of licence"),
    number: z.pipe(
      text("Licence number", LICENCE_LIMITS.numberMin, LICENCE_LIMITS.numberMax),
      z
        .string()
        .check(
          z.regex(
            /^(?=.*[A-Za-z0-9])[A-Za-z0-9/ -]+$/,
            "Licence number may contain only letters, digits, spaces, - and /",
          ),
        ),
    ),
    authority: text("Issuing authority", LICENCE_LIMITS.authorityMin, LICENCE_LIMITS.authorityMax),
    expiresOn: z.pipe(
      z
        .string("Expiry date is required")
        .check(z.trim(), z.minLength(1, "Expiry date is required")),
      z.string().check(
        z.refine(isRealDate, { message: "Expiry date must be a valid date", abort: true }),
        // Checked against India's date at the moment of sending: an expired licence is never filed.
        z.refine((value) => value > todayInIndia(), "Expiry date must be after today"),
      ),
    ),
  }),
);
export type LicenceDetailsInput = z.infer<typeof licenceDetailsInput>;
export type LicenceDetailsFormValues = z.input<typeof licenceDetailsInput>;

export const rejectLicenceInput = lazySchema(() =>
  z.object({
    reason: requiredText("Reason", LICENCE_LIMITS.rejectionReasonMax),
  }),
);
export type RejectLicenceInput = z.infer<typeof rejectLicenceInput>;

export const adminLicenceListQuery = lazySchema(() =>
  z.object({
    status: z._default(
      z.enum(LICENCE_STATUSES, "Status must be pending, verified or rejected"),
      "pending",
    ),
    page: pageField(),
  }),
);
export type AdminLicenceListQuery = z.infer<typeof adminLicenceListQuery>;

export const ADMIN_LICENCE_PAGE_SIZE = 20;

export const licenceGuideParams = lazySchema(() =>
  z.object({
    guideSno: z.coerce
      .number("A guide number is a whole number")
      .check(z.int("A guide number is a whole number"), z.gte(1), z.lte(2_147_483_647)),
  }),
);
