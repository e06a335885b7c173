import { kabirApplication } from "@tests/support/fixtures/guide-application";
import type { AdminGuideApplication, AdminUser, AdminUserDetail } from "@/shared/admin/schema";

export function adminUser(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: `u${n}`,
    email: `person${n}@example.org`,
    name: `Person ${n}`,
    role: "user",
    emailVerified: true,
    banned: false,
    banReason: null,
    createdAt: "2025-06-01T10:00:00.000Z",
    twoFactorEnabled: false,
    ...overrides,
  };
}

export function userDetail(user: AdminUser): AdminUserDetail {
  return {
    ...user,
    sessionsCount: 2,
    profile: { fullName: user.name, phone: "", address: "", preferences: "", profilePic: null },
    guide: null,
  };
}

export function application(
  id: number,
  overrides: Partial<AdminGuideApplication> = {},
): AdminGuideApplication {
  return {
    id,
    userId: null,
    ...kabirApplication,
    fromAccount: false,
    emailVerifiedAt: "2025-07-15T08:05:00.000Z",
    emailAccount: null,
    status: "pending",
    decisionReason: null,
    decidedAt: null,
    createdAt: "2025-07-15T08:00:00.000Z",
    ...overrides,
  };
}
