import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
import { destinations, guideDestinations, guides } from "@/server/db/schema";
import { guidesWithReviews } from "@/server/features/guides/guides.repo";
import { inLanguage } from "@/server/platform/localise";
import type { Language } from "@/shared/language";

export const guideByUser = async (db: Database, userId: string) =>
  (await guidesWithReviews(db, eq(guides.userId, userId)))[0];

export const guideBySno = async (db: Database, sno: number) =>
  (await guidesWithReviews(db, eq(guides.sno, sno)))[0];

/** One page of every guide, listed or not, in number order, and how many there are. */
export async function guidePage(db: Database, page: { limit: number; offset: number }) {
  const [ids, [{ total }]] = await Promise.all([
    db
      .select({ id: guides.id })
      .from(guides)
      .orderBy(asc(guides.sno))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(guides),
  ]);
  const rows = ids.length
    ? await guidesWithReviews(
        db,
        inArray(
          guides.id,
          ids.map((r) => r.id),
        ),
      )
    : [];
  return { rows, total };
}

/**
 * The destinations each guide covers, with the sr_no the pages address them by, named in
 * `language` where the catalogue has it (issue 15).
 */
export async function coveredDestinations(
  db: Database,
  guideIds: readonly number[],
  language: Language = "en",
) {
  const byGuide = new Map<number, { srNo: number; name: string; englishFields?: string[] }[]>(
    guideIds.map((id) => [id, []]),
  );
  if (guideIds.length === 0) return byGuide;
  const rows = await db
    .select({
      guideId: guideDestinations.guideId,
      srNo: destinations.srNo,
      name: destinations.name,
      nameHi: sql<string | null>`${destinations.hi}->>'name'`,
    })
    .from(guideDestinations)
    .innerJoin(destinations, eq(destinations.id, guideDestinations.destinationId))
    .where(inArray(guideDestinations.guideId, [...guideIds]))
    .orderBy(asc(destinations.name));
  for (const { guideId, srNo, name, nameHi } of rows) {
    byGuide.get(guideId)?.push(inLanguage(language, { srNo, name }, { name: nameHi }, ["name"]));
  }
  return byGuide;
}

export async function destinationIdsFor(db: Database, srNos: readonly number[]) {
  if (srNos.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: destinations.id, srNo: destinations.srNo })
    .from(destinations)
    .where(inArray(destinations.srNo, [...srNos]));
  return new Map(rows.map((r) => [r.srNo, r.id]));
}

export interface ProfileValues {
  description: string;
  languages: string[];
  certifications: string[];
  specialization: string;
  experience: number;
  maxGroupSize: number;
  listed?: boolean;
}

/** The profile and the destinations it covers change together or not at all. */
export async function saveProfile(
  db: Database,
  guideId: number,
  values: ProfileValues,
  destinationIds: readonly number[],
) {
  await db.transaction(async (tx) => {
    await tx.update(guides).set(values).where(eq(guides.id, guideId));
    await tx.delete(guideDestinations).where(eq(guideDestinations.guideId, guideId));
    await tx
      .insert(guideDestinations)
      .values(destinationIds.map((destinationId) => ({ guideId, destinationId })));
  });
}

/**
 * Points the guide at a photo (`image` its plain URL, kept for whatever reads only that) and
 * answers the one it replaced, so the caller can delete it once the transaction commits.
 */
export async function replacePhoto(
  tx: Queryable,
  guideId: number,
  photo: { image: string | null; photoId: string | null },
  imageAlt: string,
): Promise<{ image: string | null; photoId: string | null } | null> {
  const [before] = await tx
    .select({ image: guides.image, photoId: guides.photoId })
    .from(guides)
    .where(eq(guides.id, guideId))
    .for("update");
  await tx
    .update(guides)
    .set({ image: photo.image, photoId: photo.photoId, imageAlt })
    .where(eq(guides.id, guideId));
  return before ?? null;
}
