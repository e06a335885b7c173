import { uploadFile } from "@/web/lib/upload-file";
import type { ProfileReply } from "./queries";

export const PICTURE_UPLOAD_PATH = "/api/profile/picture";

/** Sends the profile picture, reporting progress. */
export const uploadProfilePicture = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile<ProfileReply>(PICTURE_UPLOAD_PATH, "picture", file, onProgress);
