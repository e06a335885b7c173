import type { Database } from "@/server/db/client";
import { photoQueue } from "@/server/features/photos/photo-queue";
import { orNotFound } from "@/server/http/errors";
import type { Logger } from "@/server/platform/logger";
import type { Storage } from "@/server/platform/storage";
import { ROLES, type Role } from "@/shared/constants";
import type { UpdateProfileInput } from "@/shared/profile/schema";
import type { Profile } from "@/shared/profile/types";
import {
  findProfileRow,
  type ProfileRow,
  replaceProfilePicture,
  saveProfileDetails,
} from "./profile.repo";
import { toProfilePicture } from "./profile-picture";

export interface ProfileDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

const asRole = (role: string): Role => (ROLES.includes(role as Role) ? (role as Role) : "user");

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    memberSince: new Date(row.createdAt).toISOString(),
    fullName: row.fullName ?? "",
    phone: row.phone ?? "",
    address: row.address ?? "",
    preferences: row.preferences ?? "",
    role: asRole(row.role),
    profilePic: row.profilePic ?? null,
  };
}

export async function readProfile(db: Database, userId: string): Promise<Profile> {
  return toProfile(orNotFound(await findProfileRow(db, userId), "Profile"));
}

export async function updateProfile(
  db: Database,
  userId: string,
  input: UpdateProfileInput,
): Promise<Profile> {
  await saveProfileDetails(db, userId, input);
  return readProfile(db, userId);
}

/** The new file is stored first and the row changed after; if the change fails the file goes. */
export async function setProfilePicture(
  { db, storage, logger }: ProfileDeps,
  userId: string,
  upload: Buffer,
): Promise<Profile> {
  // In the same one-at-a-time queue as photos: re-encoding is the costliest thing users ask for.
  const picture = await photoQueue.run(() => toProfilePicture(upload));
  const url = await storage.save(picture, "webp");
  let replaced: string[];
  try {
    replaced = await replaceProfilePicture(db, userId, url);
  } catch (error) {
    await removeQuietly(storage, logger, [url]);
    throw error;
  }
  await removeQuietly(storage, logger, replaced);
  return readProfile(db, userId);
}

export async function removeProfilePicture(
  { db, storage, logger }: ProfileDeps,
  userId: string,
): Promise<Profile> {
  const replaced = await replaceProfilePicture(db, userId, null);
  await removeQuietly(storage, logger, replaced);
  return readProfile(db, userId);
}

/** A file left behind costs disk space, not correctness: the row no longer points at it. */
async function removeQuietly(storage: Storage, logger: Logger, urls: string[]) {
  for (const url of urls) {
    try {
      await storage.remove(url);
    } catch (error) {
      logger.warn({ err: error, url }, "could not remove a replaced profile picture");
    }
  }
}
