import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { pictureMissing, pictureTooLarge } from "@/server/features/profile/profile-picture";
import { ERROR_CODES } from "@/shared/api-error";
import { PROFILE_PICTURE_MAX_BYTES } from "@/shared/profile/schema";
import { bodyLimit } from "./body-limit";
import { AppError } from "./errors";
import type { AppEnv } from "./types";

/** Room for the multipart boundaries and part headers around the file itself. */
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

export const multipartOnly = multipartOnlyFor("picture");

export const pictureBodyLimit = bodyLimit(
  PROFILE_PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
  pictureTooLarge,
);

/** The uploaded file's bytes from the form field `field`, or a clear error. */
export async function readPicture(c: Context<AppEnv>, field: string): Promise<Buffer> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError(
      400,
      ERROR_CODES.badRequest,
      "The upload could not be read. Please choose the picture again.",
    );
  }
  const file = body[field];
  if (!(file instanceof File)) throw pictureMissing();
  if (file.size > PROFILE_PICTURE_MAX_BYTES) throw pictureTooLarge();
  return Buffer.from(await file.arrayBuffer());
}
