import { and, asc, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";
import { guideLicences, guides, user } from "@/server/db/schema";
import { licensedGuide } from "@/server/features/guides/listing.repo";
import type { LicenceStatus } from "@/shared/guides/licence-schema";

export type LicenceRow = typeof guideLicences.$inferSelect;

/** The guide profile linked to an account, if any. */
export async function guideOfUser(db: Database, userId: string) {
  const [row] = await db
    .select({ id: guides.id, sno: guides.sno, name: guides.name })
    .from(guides)
    .where(eq(guides.userId, userId))
    .limit(1);
  return row;
}

/** The guide's licence (or null) and whether it makes them licensed on `today` (India). */
export async function licenceOfGuide(db: Database, guideId: number, today: string) {
  const [row] = await db
    .select({ licence: guideLicences, licensed: sql<boolean>`${licensedGuide(today)}` })
    .from(guides)
    .leftJoin(guideLicences, eq(guideLicences.guideId, guides.id))
    .where(eq(guides.id, guideId));
  return row ? { licence: row.licence, licensed: Boolean(row.licensed) } : undefined;
}

export interface LicenceValues {
  kind: string;
  number: string;
  authority: string;
  expiresOn: string;
  /** A new document; without one the current document stays. */
  document?: { key: string; type: string };
}

/**
 * Files the guide's licence, or replaces it, back to pending review. Returns the document key the
 * row pointed at before when a new document replaced it, so the caller can remove that file.
 * Returns undefined when there is no row to keep a document from and none was given.
 */
export async function saveLicence(
  db: Database,
  guideId: number,
  values: LicenceValues,
): Promise<{ replacedKey: string | null } | undefined> {
  return db.transaction(async (tx) => {
    // One submission at a time per guide: the second waits and sees the first's document.
    await tx.select({ id: guides.id }).from(guides).where(eq(guides.id, guideId)).for("update");
    const [current] = await tx
      .select({ documentKey: guideLicences.documentKey })
      .from(guideLicences)
      .where(eq(guideLicences.guideId, guideId));
    const document = values.document ?? (current ? undefined : null);
    if (document === null) return undefined;
    const details = {
      kind: values.kind,
      number: values.number,
      authority: values.authority,
      expiresOn: values.expiresOn,
      ...(document && { documentKey: document.key, documentType: document.type }),
      status: "pending",
      rejectionReason: null,
      reviewedBy: null,
      reviewedAt: null,
      submittedAt: sql`now()`,
    };
    if (current) {
      await tx.update(guideLicences).set(details).where(eq(guideLicences.guideId, guideId));
    } else if (document) {
      await tx.insert(guideLicences).values({
        ...details,
        guideId,
        documentKey: document.key,
        documentType: document.type,
      });
    }
    return {
      replacedKey:
        document && current && current.documentKey !== document.key ? current.documentKey : null,
    };
  });
}

/** Withdraws the guide's licence; the removed row's document key, if there was one. */
export async function deleteLicence(db: Database, guideId: number) {
  const [row] = await db
    .delete(guideLicences)
    .where(eq(guideLicences.guideId, guideId))
    .returning({ documentKey: guideLicences.documentKey });
  return row?.documentKey ?? null;
}

const noticeNotSent = sql`${guideLicences.expiryNoticeFor} is distinct from ${guideLicences.expiresOn}`;

const reviewer = alias(user, "reviewer");
const account = alias(user, "account");

const adminColumns = {
  licence: guideLicences,
  guideId: guides.id,
  guideSno: guides.sno,
  guideName: guides.name,
  guideEmail: account.email,
  reviewedByName: reviewer.name,
};

export async function listLicences(
  db: Database,
  { status, page, pageSize }: { status: LicenceStatus; page: number; pageSize: number },
) {
  const where = eq(guideLicences.status, status);
  const rows = await db
    .select(adminColumns)
    .from(guideLicences)
    .innerJoin(guides, eq(guides.id, guideLicences.guideId))
    .leftJoin(account, eq(account.id, guides.userId))
    .leftJoin(reviewer, eq(reviewer.id, guideLicences.reviewedBy))
    .where(where)
    // The longest waiting first; decided ones newest first.
    .orderBy(
      status === "pending" ? asc(guideLicences.submittedAt) : desc(guideLicences.reviewedAt),
      asc(guides.sno),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(guideLicences).where(where);
  return { rows, total };
}

export type AdminLicenceRow = Awaited<ReturnType<typeof listLicences>>["rows"][number];

/** The licence of the guide with this number, with who the guide is. */
export async function licenceOfGuideSno(db: Database, sno: number) {
  const [row] = await db
    .select(adminColumns)
    .from(guideLicences)
    .innerJoin(guides, eq(guides.id, guideLicences.guideId))
    .leftJoin(account, eq(account.id, guides.userId))
    .leftJoin(reviewer, eq(reviewer.id, guideLicences.reviewedBy))
    .where(eq(guides.sno, sno));
  return row;
}

/** Decides a pending licence; undefined when it was not pending (any more). */
export async function decideLicence(
  db: Database,
  guideId: number,
  decision: { status: "verified" | "rejected"; reason: string | null; reviewerId: string },
) {
  const [row] = await db
    .update(guideLicences)
    .set({
      status: decision.status,
      rejectionReason: decision.reason,
      reviewedBy: decision.reviewerId,
      reviewedAt: sql`now()`,
    })
    .where(and(eq(guideLicences.guideId, guideId), eq(guideLicences.status, "pending")))
    .returning();
  return row;
}

/** Verified licences expiring from `today` to `until` whose guide has not been told of that date. */
export async function licencesDueForNotice(db: Database, today: string, until: string) {
  return db
    .select({
      id: guideLicences.id,
      expiresOn: guideLicences.expiresOn,
      kind: guideLicences.kind,
      number: guideLicences.number,
      guideName: guides.name,
      email: user.email,
    })
    .from(guideLicences)
    .innerJoin(guides, eq(guides.id, guideLicences.guideId))
    .innerJoin(user, eq(user.id, guides.userId))
    .where(
      and(
        eq(guideLicences.status, "verified"),
        gte(guideLicences.expiresOn, today),
        lte(guideLicences.expiresOn, until),
        noticeNotSent,
      ),
    )
    .orderBy(asc(guideLicences.expiresOn), asc(guideLicences.id));
}

/**
 * Claims the notice for this licence term: true when this caller is the one to send it (a second
 * run, on this server or another, finds it claimed).
 */
export async function claimExpiryNotice(db: Database, licenceId: number, expiresOn: string) {
  const claimed = await db
    .update(guideLicences)
    .set({ expiryNoticeFor: expiresOn })
    .where(
      and(
        eq(guideLicences.id, licenceId),
        eq(guideLicences.status, "verified"),
        eq(guideLicences.expiresOn, expiresOn),
        noticeNotSent,
      ),
    )
    .returning({ id: guideLicences.id });
  return claimed.length > 0;
}

/** Gives a claimed notice back after its e-mail failed, so the next run tries again. */
export async function releaseExpiryNotice(db: Database, licenceId: number, expiresOn: string) {
  await db
    .update(guideLicences)
    .set({ expiryNoticeFor: null })
    .where(and(eq(guideLicences.id, licenceId), eq(guideLicences.expiryNoticeFor, expiresOn)));
}
