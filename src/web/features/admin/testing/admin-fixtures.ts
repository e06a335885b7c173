import { vi } from "vitest";
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

type Handler = (url: URL, init?: RequestInit) => { status?: number; body: unknown } | undefined;

/** A fetch stub that sees the whole URL (query string included), for list screens. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:3000");
    const reply = handler(url, init);
    if (!reply) {
      return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
    }
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), "http://localhost:3000"), init }))
    .filter(
      ({ url, init }) => (init?.method ?? "GET").toUpperCase() === method && url.pathname === path,
    );
}
