import * as z from "zod/mini";
import { emailField } from "@/shared/account/schema";
import type { APPLICATION_SPECIALIZATIONS } from "@/shared/applications/schema";
import { ROLES, type Role } from "@/shared/constants";
import { lazySchema } from "@/shared/lazy-schema";
import { filterText, pageField, pageSizeField } from "@/shared/query-fields";
import { requiredText } from "@/shared/text-fields";

export const ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;
export const MAX_DECISION_REASON_LENGTH = 500;

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_FILTERS = [...APPLICATION_STATUSES, "all"] as const;
export type ApplicationStatusFilter = (typeof APPLICATION_STATUS_FILTERS)[number];

const page = lazySchema(() => pageField());
const pageSize = lazySchema(() => pageSizeField(ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE));

const reasonField = (label: string) => requiredText(label, MAX_DECISION_REASON_LENGTH);

const roleField = lazySchema(() => z.enum(ROLES, "Please choose a role: user, guide or admin"));

export const adminUserListQuery = lazySchema(() =>
  z.object({
    search: filterText(200, "Search is too long"),
    page,
    pageSize,
  }),
);
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** GET /api/admin/guides: every guide, listed or not, a page at a time in number order. */
export const adminGuideListQuery = lazySchema(() => z.object({ page, pageSize }));
export type AdminGuideListQuery = z.infer<typeof adminGuideListQuery>;

export const adminUserParams = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
);

export const setRoleInput = lazySchema(() => z.object({ role: roleField }));
export type SetRoleInput = z.infer<typeof setRoleInput>;

export const banUserInput = lazySchema(() => z.object({ reason: reasonField("Reason") }));
export type BanUserInput = z.infer<typeof banUserInput>;

export const inviteUserInput = lazySchema(() =>
  z.object({
    email: emailField,
    name: z.optional(z.string().check(z.trim(), z.maxLength(100, "Name is too long"))),
    role: roleField,
  }),
);
export type InviteUserInput = z.infer<typeof inviteUserInput>;

export const applicationListQuery = lazySchema(() =>
  z.object({
    status: z._default(
      z.enum(APPLICATION_STATUS_FILTERS, "Status must be pending, approved, rejected or all"),
      "pending",
    ),
    page,
    pageSize,
  }),
);
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;

export const applicationParams = lazySchema(() =>
  z.object({
    id: z.coerce
      .number("An application number is a whole number")
      .check(z.int("An application number is a whole number"), z.gte(1), z.lte(2_147_483_647)),
  }),
);

export const rejectApplicationInput = lazySchema(() => z.object({ reason: reasonField("Reason") }));
export type RejectApplicationInput = z.infer<typeof rejectApplicationInput>;

/** A row of the admin users list (GET /api/admin/users). */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  banned: boolean;
  banReason: string | null;
  /** ISO timestamp. */
  createdAt: string;
  twoFactorEnabled: boolean;
}

export interface AdminUserList {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/users/:id → { user }. */
export interface AdminUserDetail extends AdminUser {
  /** Sessions that have not expired yet. */
  sessionsCount: number;
  profile: {
    fullName: string;
    phone: string;
    address: string;
    preferences: string;
    profilePic: string | null;
  };
  /** The guide profile linked to this account, if any. */
  guide: { sno: number; listed: boolean; verified: boolean } | null;
}

export type ApplicationSpecialization = (typeof APPLICATION_SPECIALIZATIONS)[number]["value"];

export interface AdminGuideApplication {
  id: number;
  userId: string | null;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  experience: number;
  languages: string;
  specialization: ApplicationSpecialization;
  about: string;
  agreeToTerms: boolean;
  /** Sent while signed in: bound to that account (`userId`), whose e-mail it uses. */
  fromAccount: boolean;
  /** ISO timestamp: when the applicant proved they read `email`; null if they never did. */
  emailVerifiedAt: string | null;
  /** The account that uses `email` now (compared ignoring case), if any. */
  emailAccount: { id: string; role: Role } | null;
  status: ApplicationStatus;
  decisionReason: string | null;
  /** ISO timestamps. */
  decidedAt: string | null;
  createdAt: string;
}

export interface AdminApplicationList {
  applications: AdminGuideApplication[];
  total: number;
  page: number;
  pageSize: number;
}

export const APPLICANT_HAS_ACCOUNT =
  "An account already uses this email address, and this application was sent signed out, so approving it could change an account the applicant has not proved they own. Please ask the person to log in to that account and apply from it.";

/**
 * Whether approval must refuse: an application sent signed out never changes an existing
 * account, since nobody proved they own it (decision 0020).
 */
export function approvalBlocked(application: AdminGuideApplication): boolean {
  return !application.fromAccount && application.emailAccount !== null;
}

/** POST /api/admin/applications/:id/approve. */
export interface ApproveApplicationResult {
  application: AdminGuideApplication;
  guide: { sno: number; name: string };
  /** True when the applicant had no account and one was created (and an invitation sent). */
  accountCreated: boolean;
}

/** POST /api/admin/users/invite. */
export interface InviteUserResult {
  user: AdminUser;
  /** False when the account exists but the invitation e-mail could not be sent. */
  invitationSent: boolean;
}
