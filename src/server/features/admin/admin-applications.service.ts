import { recordAudit } from "@/server/features/audit/audit.repo";
import { AppError, orNotFound } from "@/server/http/errors";
import { languageOfRecipient } from "@/server/platform/mail-language.repo";
import { sendSafely } from "@/server/platform/send-safely";
import {
  type AdminApplicationList,
  type AdminGuideApplication,
  APPLICANT_HAS_ACCOUNT,
  type ApplicationListQuery,
  type ApplicationSpecialization,
  type ApproveApplicationResult,
  approvalBlocked,
} from "@/shared/admin/schema";
import * as repo from "./admin.repo";
import type { AdminDeps } from "./admin-deps";
import { createAccount, sendInvitation } from "./admin-users.service";
import { applicationEmails } from "./application-emails";

/** The application form's specialization, as the Guides page names it. */
export const GUIDE_SPECIALIZATION_FOR: Record<ApplicationSpecialization, string> = {
  historical: "Historical Tours",
  adventure: "Adventure & Trekking",
  cultural: "Cultural & Historical",
  wildlife: "Wildlife & Nature",
  food: "Food & Culinary",
  other: "Cultural & Heritage",
};

export function splitLanguages(languages: string): string[] {
  return languages
    .split(",")
    .map((language) => language.trim())
    .filter(Boolean);
}

const alreadyDecided = (status: string) =>
  new AppError(409, "APPLICATION_DECIDED", `This application has already been ${status}.`);

/** The applicant reads our answer in their account's language, English without an account. */
const applicantLanguage = (deps: AdminDeps, email: string) =>
  languageOfRecipient(deps.db, { email });

async function pendingApplication(deps: AdminDeps, id: number): Promise<AdminGuideApplication> {
  const application = await getApplication(deps, id);
  if (application.status !== "pending") throw alreadyDecided(application.status);
  return application;
}

/** The decision lost a race with another admin's: say what the application is now. */
async function decidedMeanwhile(deps: AdminDeps, id: number): Promise<AppError> {
  const now = await repo.findApplication(deps.db, id);
  return alreadyDecided(now?.status ?? "decided");
}

export async function listApplications(
  deps: AdminDeps,
  query: ApplicationListQuery,
): Promise<AdminApplicationList> {
  const { page, pageSize } = query;
  return { ...(await repo.listApplications(deps.db, query)), page, pageSize };
}

export async function getApplication(deps: AdminDeps, id: number): Promise<AdminGuideApplication> {
  return orNotFound(await repo.findApplication(deps.db, id), "Application");
}

const applicantHasAccount = () => new AppError(409, "APPLICANT_HAS_ACCOUNT", APPLICANT_HAS_ACCOUNT);

function refuseBanned(account: { banned: boolean }) {
  if (account.banned) {
    throw new AppError(
      409,
      "USER_BANNED",
      "The applicant's account is banned. Unban it before approving the application.",
    );
  }
}

/**
 * The account approval may change: the one that sent the application while signed in, or a new
 * one for an address that has none. An application sent signed out never changes an existing
 * account, since nobody proved they own it (decision 0020).
 */
async function applicantAccount(deps: AdminDeps, application: AdminGuideApplication) {
  if (application.fromAccount) {
    const account = application.userId ? await repo.findUser(deps.db, application.userId) : null;
    if (!account) {
      throw new AppError(
        409,
        "APPLICANT_ACCOUNT_GONE",
        "The account that sent this application no longer exists. Please reject it with a reason.",
      );
    }
    refuseBanned(account);
    return { account, accountCreated: false };
  }
  if (approvalBlocked(application)) throw applicantHasAccount();
  try {
    const created = await createAccount(deps, {
      email: application.email,
      name: application.fullName,
    });
    return { account: created, accountCreated: true };
  } catch (error) {
    if (!(await repo.findUserByEmail(deps.db, application.email))) throw error;
    // Made meanwhile: by another admin approving this application (who wins the decision), or
    // by someone signing up, whose account this application must not change either.
    const now = await repo.findApplication(deps.db, application.id);
    if (now && now.status !== "pending") throw alreadyDecided(now.status);
    throw applicantHasAccount();
  }
}

/**
 * Approval makes the applicant a guide: their account (found, or created and invited) gets the
 * guide role (admins keep theirs) and a verified, listed guide profile built from the application.
 */
export async function approveApplication(
  deps: AdminDeps,
  id: number,
): Promise<ApproveApplicationResult> {
  const application = await pendingApplication(deps, id);
  const { account, accountCreated } = await applicantAccount(deps, application);

  const decided = await deps.db.transaction(async (tx) => {
    const approved = await repo.decidePendingApplication(tx, id, {
      status: "approved",
      reason: null,
      userId: account.id,
    });
    if (!approved) return null;
    if (account.role !== "admin") await repo.setUserRole(tx, account.id, "guide");
    const guide = await repo.upsertListedGuide(tx, account.id, {
      name: application.fullName,
      specialization: GUIDE_SPECIALIZATION_FOR[application.specialization],
      experience: application.experience,
      languages: splitLanguages(application.languages),
      description: application.about,
    });
    await repo.fillEmptyProfile(tx, account.id, {
      fullName: application.fullName,
      phone: application.phone,
      address: application.address,
    });
    await recordAudit(tx, {
      actorId: deps.adminId,
      action: "guide_application.approve",
      entityType: "guide_application",
      entityId: id,
      before: { status: application.status, email: application.email, role: account.role },
      after: {
        status: approved.status,
        email: application.email,
        accountId: account.id,
        accountCreated,
        role: account.role === "admin" ? "admin" : "guide",
        guideSno: guide.sno,
      },
    });
    return { approved, guide };
  });
  if (!decided) throw await decidedMeanwhile(deps, id);

  if (accountCreated) await sendInvitation(deps, account.email);
  await sendSafely(
    deps,
    applicationEmails.approved(
      await applicantLanguage(deps, application.email),
      application.email,
      {
        name: application.fullName,
        publicUrl: deps.config.publicUrl,
        accountCreated,
      },
    ),
  );
  return { application: decided.approved, guide: decided.guide, accountCreated };
}

export async function rejectApplication(
  deps: AdminDeps,
  id: number,
  reason: string,
): Promise<AdminGuideApplication> {
  const application = await pendingApplication(deps, id);
  const rejected = await deps.db.transaction(async (tx) => {
    const decided = await repo.decidePendingApplication(tx, id, { status: "rejected", reason });
    if (decided)
      await recordAudit(tx, {
        actorId: deps.adminId,
        action: "guide_application.reject",
        entityType: "guide_application",
        entityId: id,
        before: { status: application.status, decisionReason: application.decisionReason },
        after: { status: decided.status, decisionReason: decided.decisionReason },
      });
    return decided;
  });
  if (!rejected) throw await decidedMeanwhile(deps, id);
  await sendSafely(
    deps,
    applicationEmails.rejected(
      await applicantLanguage(deps, application.email),
      application.email,
      {
        name: application.fullName,
        reason,
      },
    ),
  );
  return rejected;
}
