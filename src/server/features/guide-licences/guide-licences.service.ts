import type { Database } from "@/server/db/client";
import { recordAudit } from "@/server/features/audit/audit.repo";
import { AppError, notFound, orNotFound } from "@/server/http/errors";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { languageOfRecipient } from "@/server/platform/mail-language.repo";
import { PRIVATE_LINK_SECONDS } from "@/server/platform/private-links";
import { sendSafely } from "@/server/platform/send-safely";
import type { PrivateStorage } from "@/server/platform/storage";
import { ERROR_CODES } from "@/shared/api-error";
import { addDays } from "@/shared/dates";
import {
  ADMIN_LICENCE_PAGE_SIZE,
  type AdminLicenceListQuery,
  LICENCE_DOCUMENT_MISSING,
  LICENCE_DOCUMENT_TYPES,
  type LicenceDetailsInput,
  type LicenceDocumentType,
  type LicenceKind,
  type LicenceStatus,
} from "@/shared/guides/licence-schema";
import type {
  AdminLicence,
  AdminLicenceList,
  GuideLicence,
  GuideLicenceReply,
} from "@/shared/guides/licence-types";
import * as repo from "./guide-licences.repo";
import { licenceEmails } from "./licence-emails";

/** Days before expiry the guide is reminded. */
export const EXPIRY_NOTICE_DAYS = 30;
export const LICENCE_EXPIRY_JOB = "licence-expiry-notices";
/** Daily at 03:30 UTC, 09:00 in India: the reminder arrives in the morning. */
export const LICENCE_EXPIRY_CRON = "30 3 * * *";

export interface LicenceDeps {
  db: Database;
  storage: PrivateStorage;
  logger: Logger;
}

export interface LicenceMailDeps extends LicenceDeps {
  mailer: Mailer;
  publicUrl: string;
}

/** Who is asking, from the session: the id and the role the database gave them. */
export interface Actor {
  id: string;
  role?: string | null;
}

const notAGuide = () =>
  new AppError(403, "NOT_A_GUIDE", "Only guides with a guide profile can file a licence.");

/** The signed-in guide's own profile; everyone else is refused. */
export async function ownGuide(db: Database, actor: Actor) {
  if (actor.role !== "guide") throw notAGuide();
  const guide = await repo.guideOfUser(db, actor.id);
  if (!guide) throw notAGuide();
  return guide;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function toGuideLicence(row: repo.LicenceRow): GuideLicence {
  return {
    kind: row.kind as LicenceKind,
    number: row.number,
    authority: row.authority,
    expiresOn: row.expiresOn,
    status: row.status as LicenceStatus,
    rejectionReason: row.rejectionReason,
    submittedAt: new Date(row.submittedAt).toISOString(),
    reviewedAt: iso(row.reviewedAt),
    documentType: row.documentType as LicenceDocumentType,
  };
}

export async function readOwnLicence(
  db: Database,
  actor: Actor,
  today: string,
): Promise<GuideLicenceReply> {
  const guide = await ownGuide(db, actor);
  const found = await repo.licenceOfGuide(db, guide.id, today);
  return {
    licence: found?.licence ? toGuideLicence(found.licence) : null,
    licensed: found?.licensed ?? false,
  };
}

/** A file left behind costs disk space, not correctness: no row points at it any more. */
async function removeQuietly(deps: LicenceDeps, key: string | null) {
  if (!key) return;
  try {
    await deps.storage.removePrivate(key);
  } catch (error) {
    deps.logger.warn({ err: error, key }, "could not remove a licence document");
  }
}

export const documentRefused = (message: string, status: 413 | 422 = 422) =>
  new AppError(
    status,
    status === 413 ? ERROR_CODES.payloadTooLarge : ERROR_CODES.validation,
    status === 413 ? message : "Some fields need your attention.",
    { document: message },
  );

/**
 * Files the licence for review, replacing any earlier one. A new document is stored first and the
 * row changed after; the replaced document is removed once no row points at it, and the new one
 * if the change fails.
 */
export async function submitLicence(
  deps: LicenceDeps,
  actor: Actor,
  details: LicenceDetailsInput,
  document: { bytes: Buffer; type: LicenceDocumentType } | null,
  today: string,
): Promise<GuideLicenceReply> {
  const guide = await ownGuide(deps.db, actor);
  const key = document
    ? await deps.storage.savePrivate(document.bytes, LICENCE_DOCUMENT_TYPES[document.type])
    : null;
  let saved: Awaited<ReturnType<typeof repo.saveLicence>>;
  try {
    saved = await repo.saveLicence(deps.db, guide.id, {
      ...details,
      document: key && document ? { key, type: document.type } : undefined,
    });
  } catch (error) {
    await removeQuietly(deps, key);
    throw error;
  }
  if (!saved) throw documentRefused(LICENCE_DOCUMENT_MISSING);
  await removeQuietly(deps, saved.replacedKey);
  return readOwnLicence(deps.db, actor, today);
}

export async function withdrawLicence(deps: LicenceDeps, actor: Actor): Promise<GuideLicenceReply> {
  const guide = await ownGuide(deps.db, actor);
  await removeQuietly(deps, await repo.deleteLicence(deps.db, guide.id));
  return { licence: null, licensed: false };
}

/**
 * A short-lived link to the scan, made for whoever was just allowed to see it: the bytes come
 * from the storage (a presigned bucket URL, or the app's signed /files/private link), never from
 * a public address.
 */
async function documentOf(deps: LicenceDeps, licence: repo.LicenceRow | null | undefined) {
  if (!licence) throw notFound("Licence document");
  const type = licence.documentType as LicenceDocumentType;
  const link = await deps.storage.privateLink(licence.documentKey, {
    filename: `licence.${LICENCE_DOCUMENT_TYPES[type] ?? "bin"}`,
    contentType: type,
    expiresInSeconds: PRIVATE_LINK_SECONDS,
    disposition: "inline",
  });
  if (!link) throw notFound("Licence document");
  return link;
}

export async function ownDocument(deps: LicenceDeps, actor: Actor, today: string): Promise<string> {
  const guide = await ownGuide(deps.db, actor);
  return documentOf(deps, (await repo.licenceOfGuide(deps.db, guide.id, today))?.licence);
}

function toAdminLicence(row: repo.AdminLicenceRow): AdminLicence {
  return {
    ...toGuideLicence(row.licence),
    guideSno: row.guideSno,
    guideName: row.guideName,
    reviewedBy: row.licence.reviewedAt ? (row.reviewedByName ?? null) : null,
  };
}

export async function listLicences(
  db: Database,
  query: AdminLicenceListQuery,
): Promise<AdminLicenceList> {
  const pageSize = ADMIN_LICENCE_PAGE_SIZE;
  const { rows, total } = await repo.listLicences(db, { ...query, pageSize });
  return { licences: rows.map(toAdminLicence), total, page: query.page, pageSize };
}

export async function guideDocument(deps: LicenceDeps, guideSno: number) {
  return documentOf(deps, (await repo.licenceOfGuideSno(deps.db, guideSno))?.licence);
}

const notPending = (status: string) =>
  new AppError(
    409,
    "LICENCE_DECIDED",
    status === "verified"
      ? "This licence has already been verified."
      : "This licence has already been rejected. The guide can send it again.",
  );

async function pendingLicence(db: Database, guideSno: number) {
  const row = await repo.licenceOfGuideSno(db, guideSno);
  if (!row) throw notFound("Licence");
  if (row.licence.status !== "pending") throw notPending(row.licence.status);
  return row;
}

/** Verifies or rejects a pending licence, records who and when, and e-mails the guide. */
async function decide(
  deps: LicenceMailDeps,
  row: repo.AdminLicenceRow,
  adminId: string,
  decision: { status: "verified" | "rejected"; reason: string | null },
): Promise<AdminLicence> {
  const guideSno = row.guideSno;
  const decided = await deps.db.transaction(async (tx) => {
    const changed = await repo.decideLicence(tx, row.guideId, { ...decision, reviewerId: adminId });
    if (changed)
      await recordAudit(tx, {
        actorId: adminId,
        action: decision.status === "verified" ? "licence.verify" : "licence.reject",
        entityType: "guide_licence",
        entityId: guideSno,
        before: { status: row.licence.status, rejectionReason: row.licence.rejectionReason },
        after: { status: changed.status, rejectionReason: changed.rejectionReason },
      });
    return changed;
  });
  if (!decided) {
    // Another admin decided first, or the guide withdrew it meanwhile.
    const now = await repo.licenceOfGuideSno(deps.db, guideSno);
    throw now ? notPending(now.licence.status) : notFound("Licence");
  }
  if (row.guideEmail) {
    const facts = {
      name: row.guideName,
      kind: decided.kind,
      number: decided.number,
      expiresOn: decided.expiresOn,
      publicUrl: deps.publicUrl,
    };
    const language = await languageOfRecipient(deps.db, { email: row.guideEmail });
    await sendSafely(
      deps,
      decision.status === "verified"
        ? licenceEmails.verified(language, row.guideEmail, facts)
        : licenceEmails.rejected(language, row.guideEmail, {
            ...facts,
            reason: decision.reason ?? "",
          }),
    );
  }
  return toAdminLicence(orNotFound(await repo.licenceOfGuideSno(deps.db, guideSno), "Licence"));
}

export async function verifyLicence(
  deps: LicenceMailDeps,
  guideSno: number,
  adminId: string,
  today: string,
): Promise<AdminLicence> {
  const row = await pendingLicence(deps.db, guideSno);
  if (row.licence.expiresOn < today) {
    throw new AppError(
      409,
      "LICENCE_EXPIRED",
      "This licence has expired. Reject it and ask the guide to send the renewed one.",
    );
  }
  return decide(deps, row, adminId, { status: "verified", reason: null });
}

export async function rejectLicence(
  deps: LicenceMailDeps,
  guideSno: number,
  adminId: string,
  reason: string,
): Promise<AdminLicence> {
  return decide(deps, await pendingLicence(deps.db, guideSno), adminId, {
    status: "rejected",
    reason,
  });
}

/**
 * The daily reminder: each guide whose verified licence expires within 30 days of `today` is
 * e-mailed once for that expiry date. A notice is claimed before its e-mail is sent, so two runs
 * never both send it; a failed e-mail gives the claim back for the next run.
 */
export async function sendExpiryNotices(
  deps: Omit<LicenceMailDeps, "storage">,
  today: string,
): Promise<number> {
  const due = await repo.licencesDueForNotice(deps.db, today, addDays(today, EXPIRY_NOTICE_DAYS));
  let sent = 0;
  for (const licence of due) {
    if (!(await repo.claimExpiryNotice(deps.db, licence.id, licence.expiresOn))) continue;
    try {
      await deps.mailer.send(
        licenceEmails.expiring(
          await languageOfRecipient(deps.db, { email: licence.email }),
          licence.email,
          {
            name: licence.guideName,
            kind: licence.kind,
            number: licence.number,
            expiresOn: licence.expiresOn,
            publicUrl: deps.publicUrl,
          },
        ),
      );
      sent++;
    } catch (error) {
      deps.logger.error({ err: error, licenceId: licence.id }, "licence expiry notice failed");
      await repo.releaseExpiryNotice(deps.db, licence.id, licence.expiresOn);
    }
  }
  return sent;
}
