import crypto from "node:crypto";
import { prepareAccountDeletion } from "@/server/features/account/account.service";
import { recordAudit } from "@/server/features/audit/audit.repo";
import { AppError, orNotFound } from "@/server/http/errors";
import { pendingInvites } from "@/server/platform/auth";
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUserListQuery,
  InviteUserInput,
  InviteUserResult,
} from "@/shared/admin/schema";
import { onlyChanges } from "@/shared/audit/diff";
import type { Role } from "@/shared/constants";
import * as repo from "./admin.repo";
import type { AdminDeps } from "./admin-deps";
import { viaAuth } from "./auth-errors";

const conflict = (code: string, message: string) => new AppError(409, code, message);

const mailFailed = () =>
  new AppError(502, "MAIL_FAILED", "The email could not be sent. Please try again later.");

async function targetUser(deps: AdminDeps, id: string): Promise<AdminUser> {
  return orNotFound(await repo.findUser(deps.db, id), "User");
}

/** A better-auth call that e-mails someone: a refusal keeps its message, a mail fault is a 502. */
async function sendingMail(deps: AdminDeps, what: string, call: () => Promise<unknown>) {
  try {
    await viaAuth(call);
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error }, `${what} failed`);
    throw mailFailed();
  }
}

/** What the audit log keeps of an account: who it is and what an admin may change, no secrets. */
const userSnapshot = (u: AdminUser) => ({
  email: u.email,
  name: u.name,
  role: u.role,
  banned: u.banned,
  banReason: u.banReason,
});

/**
 * Records a change made through better-auth, which runs its own statements: written right after
 * the change succeeded. A creation has no before, a removal no after.
 */
function auditUser(
  deps: AdminDeps,
  action: string,
  id: string,
  change: { before?: unknown; after?: unknown },
) {
  return recordAudit(deps.db, {
    actorId: deps.adminId,
    action,
    entityType: "user",
    entityId: id,
    ...change,
  });
}

const changeOf = (before: AdminUser, after: AdminUser) =>
  onlyChanges(userSnapshot(before), userSnapshot(after));

export async function listUsers(
  deps: AdminDeps,
  query: AdminUserListQuery,
): Promise<AdminUserList> {
  const { page, pageSize } = query;
  return { ...(await repo.listUsers(deps.db, query)), page, pageSize };
}

export async function getUser(deps: AdminDeps, id: string): Promise<AdminUserDetail> {
  return orNotFound(await repo.findUserDetail(deps.db, id), "User");
}

export async function changeRole(deps: AdminDeps, id: string, role: Role): Promise<AdminUser> {
  const before = await targetUser(deps, id);
  if (id === deps.adminId && role !== "admin") {
    throw conflict(
      "CANNOT_DEMOTE_SELF",
      "You cannot remove your own administrator role. Ask another administrator to do it.",
    );
  }
  await setRole(deps, id, role);
  const after = await targetUser(deps, id);
  await auditUser(deps, "user.set_role", id, changeOf(before, after));
  return after;
}

function setRole(deps: AdminDeps, userId: string, role: Role) {
  // better-auth types roles from its default access control (user, admin) only; without custom
  // roles configured it stores any name, and 'guide' is one of ours.
  const body = { userId, role: role as "user" };
  return viaAuth(() => deps.auth.api.setRole({ body, headers: deps.headers }));
}

export async function banUser(deps: AdminDeps, id: string, reason: string): Promise<AdminUser> {
  const before = await targetUser(deps, id);
  if (id === deps.adminId) throw conflict("CANNOT_BAN_SELF", "You cannot ban your own account.");
  // better-auth marks the row banned and ends every session the user has.
  await viaAuth(() =>
    deps.auth.api.banUser({ body: { userId: id, banReason: reason }, headers: deps.headers }),
  );
  const after = await targetUser(deps, id);
  await auditUser(deps, "user.ban", id, changeOf(before, after));
  return after;
}

export async function unbanUser(deps: AdminDeps, id: string): Promise<AdminUser> {
  const before = await targetUser(deps, id);
  await viaAuth(() => deps.auth.api.unbanUser({ body: { userId: id }, headers: deps.headers }));
  const after = await targetUser(deps, id);
  await auditUser(deps, "user.unban", id, changeOf(before, after));
  return after;
}

export async function revokeSessions(deps: AdminDeps, id: string): Promise<void> {
  await targetUser(deps, id);
  const activeSessions = await repo.activeSessionCount(deps.db, id);
  await viaAuth(() =>
    deps.auth.api.revokeUserSessions({ body: { userId: id }, headers: deps.headers }),
  );
  await auditUser(deps, "user.revoke_sessions", id, {
    before: { activeSessions },
    after: { activeSessions: await repo.activeSessionCount(deps.db, id) },
  });
}

export async function deleteUser(deps: AdminDeps, id: string): Promise<void> {
  const before = await targetUser(deps, id);
  if (id === deps.adminId) {
    throw conflict(
      "CANNOT_DELETE_SELF",
      "You cannot delete your own account from the admin console.",
    );
  }
  // Afterwards the bookings no longer point at the user, so this has to come first.
  const picture = await prepareAccountDeletion(deps.db, id);
  await viaAuth(() => deps.auth.api.removeUser({ body: { userId: id }, headers: deps.headers }));
  await auditUser(deps, "user.delete", id, { before: userSnapshot(before) });
  if (picture) {
    await deps.storage.remove(picture).catch((error: unknown) => {
      deps.logger.warn({ err: error, picture }, "could not remove a deleted user's picture");
    });
  }
}

/**
 * A verified account with a random password nobody knows; the person chooses their own through
 * the invitation link. better-auth creates it with the role 'user' (see auth.ts): callers set the
 * role they want afterwards.
 */
export async function createAccount(
  deps: AdminDeps,
  { email, name }: { email: string; name: string },
): Promise<AdminUser> {
  if (await repo.findUserByEmail(deps.db, email)) {
    throw conflict("USER_EXISTS", "An account with this email address already exists.");
  }
  const { user } = await viaAuth(() =>
    deps.auth.api.createUser({
      body: {
        email,
        name,
        password: crypto.randomBytes(32).toString("base64url"),
        data: { emailVerified: true },
      },
      headers: deps.headers,
    }),
  );
  if (name)
    await repo.fillEmptyProfile(deps.db, user.id, { fullName: name, phone: "", address: "" });
  return targetUser(deps, user.id);
}

/** The set-your-password link, worded as an invitation. Returns false when the mail failed. */
export async function sendInvitation(deps: AdminDeps, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  pendingInvites.add(address);
  try {
    await deps.auth.api.requestPasswordReset({
      body: { email: address, redirectTo: "/reset-password" },
    });
    return true;
  } catch (error) {
    deps.logger.error({ err: error, to: address }, "invitation mail failed");
    return false;
  } finally {
    pendingInvites.delete(address);
  }
}

export async function inviteUser(
  deps: AdminDeps,
  { email, name, role }: InviteUserInput,
): Promise<InviteUserResult> {
  const created = await createAccount(deps, { email, name: name ?? "" });
  if (role !== created.role) {
    await setRole(deps, created.id, role);
  }
  const invitationSent = await sendInvitation(deps, created.email);
  const user = await targetUser(deps, created.id);
  await auditUser(deps, "user.invite", user.id, {
    after: { ...userSnapshot(user), invitationSent },
  });
  return { user, invitationSent };
}

export async function sendSignInLink(deps: AdminDeps, id: string): Promise<void> {
  const target = await targetUser(deps, id);
  if (target.banned) {
    throw conflict("USER_BANNED", "This user is banned and cannot sign in. Unban them first.");
  }
  if (target.twoFactorEnabled) {
    throw conflict(
      "TWO_FACTOR_REQUIRED",
      "This user has two-factor authentication on, so a sign-in link cannot be used. Send a password reset link instead.",
    );
  }
  await sendingMail(deps, "sign-in link", () =>
    deps.auth.api.signInMagicLink({
      body: { email: target.email, callbackURL: "/profile" },
      headers: deps.headers,
    }),
  );
  await auditUser(deps, "user.send_sign_in_link", id, { after: { sentTo: target.email } });
}

export async function sendPasswordReset(deps: AdminDeps, id: string): Promise<void> {
  const target = await targetUser(deps, id);
  await sendingMail(deps, "password reset mail", () =>
    deps.auth.api.requestPasswordReset({
      body: { email: target.email, redirectTo: "/reset-password" },
    }),
  );
  await auditUser(deps, "user.send_password_reset", id, { after: { sentTo: target.email } });
}
