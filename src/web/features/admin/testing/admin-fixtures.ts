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
    fullName: "Kabir Sethi",
    email: "kabir@example.org",
    phone: "+91 99887 76655",
    address: "12 Lake Road, Udaipur",
    experience: 6,
    languages: "Hindi, English, Mewari",
    specialization: "historical",
    about: "Licensed city guide for Udaipur's palaces and lakes.",
    agreeToTerms: true,
    status: "pending",
    decisionReason: null,
    decidedAt: null,
    createdAt: "2025-07-15T08:00:00.000Z",
    ...overrides,
  };
}
