import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ERROR_CODES } from "@/shared/api-error";
import { bodyLimit } from "./body-limit";
import { AppError } from "./errors";
import type { AppEnv } from "./types";

/** Room for the multipart boundaries, part headers and text fields around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A file comes as a form upload; any other body is refused before it is read. */
export const multipartOnlyFor = (what: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
      throw new AppError(
        415,
        ERROR_CODES.unsupportedMediaType,
        `Please send the ${what} as a form upload (multipart/form-data).`,
      );
    }
    await next();
  });

/**
 * Refuses a form upload whose file would pass `maxBytes` as soon as its declared length or the
 * bytes read so far pass it: an oversized upload is answered 413 without being kept in memory.
 */
export const uploadBodyLimit = (maxBytes: number, tooLarge: () => Error) =>
  bodyLimit(maxBytes + MULTIPART_OVERHEAD_BYTES, tooLarge);

/** The form's fields, or a 400 asking for the `what` again when the body cannot be read. */
export async function readForm(c: Context<AppEnv>, what: string): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new AppError(
      400,
      ERROR_CODES.badRequest,
      `The upload could not be read. Please choose the ${what} again.`,
    );
  }
}

/** The bytes of the file in the form field `field`, or the caller's error for none or too large. */
export async function readUploadedFile(
  c: Context<AppEnv>,
  upload: {
    field: string;
    /** The word for the file in the messages: "photo", "picture". */
    what: string;
    maxBytes: number;
    missing: () => Error;
    tooLarge: () => Error;
  },
): Promise<Buffer> {
  const file = (await readForm(c, upload.what))[upload.field];
  if (!(file instanceof File)) throw upload.missing();
  if (file.size > upload.maxBytes) throw upload.tooLarge();
  return Buffer.from(await file.arrayBuffer());
}
