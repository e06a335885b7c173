import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { profiles, user } from "@/server/db/schema";
import type { UpdateProfileInput } from "@/shared/profile/schema";

export async function findProfileRow(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      createdAt: user.createdAt,
      role: user.role,
      image: user.image,
      fullName: profiles.fullName,
      phone: profiles.phone,
      address: profiles.address,
      preferences: profiles.preferences,
      profilePic: profiles.profilePic,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

/** Writes the details and mirrors the full name into the account's name, together. */
export async function saveProfileDetails(db: Database, userId: string, input: UpdateProfileInput) {
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId, ...input, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...input, updatedAt: sql`now()` } });
    await tx
      .update(user)
      .set({ name: input.fullName, updatedAt: sql`now()` })
      .where(eq(user.id, userId));
  });
}

/**
 * Points the profile and the account at `picture` (null removes it) and returns the pictures it
 * replaced, so the caller can delete their files once the change is committed.
 */
export async function replaceProfilePicture(
  db: Database,
  userId: string,
  picture: string | null,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ profilePic: profiles.profilePic, image: user.image })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId))
      .for("update", { of: user });
    await tx
      .insert(profiles)
      .values({ userId, profilePic: picture, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { profilePic: picture, updatedAt: sql`now()` },
      });
    await tx.update(user).set({ image: picture, updatedAt: sql`now()` }).where(eq(user.id, userId));
    const replaced = new Set([current?.profilePic, current?.image]);
    replaced.delete(picture);
    return [...replaced].filter((url): url is string => Boolean(url));
  });
}
