import type { Context } from "hono";
import { pictureMissing, pictureTooLarge } from "@/server/features/profile/profile-picture";
import { PROFILE_PICTURE_MAX_BYTES } from "@/shared/profile/schema";
import { multipartOnlyFor, readUploadedFile, uploadBodyLimit } from "./form-upload";
import type { AppEnv } from "./types";

export const multipartOnly = multipartOnlyFor("picture");

export const pictureBodyLimit = uploadBodyLimit(PROFILE_PICTURE_MAX_BYTES, pictureTooLarge);

/** The uploaded file's bytes from the form field `field`, or a clear error. */
export const readPicture = (c: Context<AppEnv>, field: string): Promise<Buffer> =>
  readUploadedFile(c, {
    field,
    what: "picture",
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    missing: pictureMissing,
    tooLarge: pictureTooLarge,
  });
