import { eq } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
import { bookings, profiles, user } from "@/server/db/schema";
import type { Language } from "@/shared/language";

export async function profilePictureOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ profilePic: profiles.profilePic })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.profilePic ?? null;
}

/** Bookings keep their history for the guide and the company, without the person in them. */
export async function anonymiseBookingsOf(db: Queryable, userId: string) {
  await db
    .update(bookings)
    .set({ name: "Deleted traveller", email: "", phone: "", notes: "" })
    .where(eq(bookings.userId, userId));
}

/** The account's language, kept for the next device and for the e-mails it is sent. */
export async function setLanguageOf(db: Queryable, userId: string, language: Language) {
  await db.update(user).set({ language, updatedAt: new Date() }).where(eq(user.id, userId));
}
