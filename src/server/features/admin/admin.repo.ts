import { and, asc, count, desc, eq, gt, ilike, ne, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
import { guideApplications, guides, profiles, session, user } from "@/server/db/schema";
import type {
  AdminGuideApplication,
  AdminUser,
  AdminUserDetail,
  ApplicationSpecialization,
  ApplicationStatus,
  ApplicationStatusFilter,
} from "@/shared/admin/schema";
import type { Role } from "@/shared/constants";

type Db = Queryable;

const userColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  emailVerified: user.emailVerified,
  banned: user.banned,
  banReason: user.banReason,
  createdAt: user.createdAt,
  twoFactorEnabled: user.twoFactorEnabled,
};

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
  banned: boolean | null;
  banReason: string | null;
  createdAt: Date;
  twoFactorEnabled: boolean | null;
}

function toAdminUser(row: UserRow): AdminUser {
  return {
    ...row,
    role: row.role as Role,
    banned: row.banned ?? false,
    createdAt: new Date(row.createdAt).toISOString(),
    twoFactorEnabled: row.twoFactorEnabled ?? false,
  };
}

/** `%term%` for ILIKE, with the pattern's own wildcard characters taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function listUsers(
  db: Database,
  { search, page, pageSize }: { search?: string; page: number; pageSize: number },
) {
  const pattern = search ? containsPattern(search) : null;
  const where = pattern
    ? or(ilike(user.email, pattern), ilike(user.name, pattern), ilike(profiles.fullName, pattern))
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(userColumns)
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), asc(user.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(where),
  ]);
  return { users: rows.map(toAdminUser), total };
}

export async function findUser(db: Db, id: string): Promise<AdminUser | null> {
  const [row] = await db.select(userColumns).from(user).where(eq(user.id, id)).limit(1);
  return row ? toAdminUser(row) : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<AdminUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`)
    .limit(1);
  return row ? toAdminUser(row) : null;
}

export async function findUserDetail(db: Database, id: string): Promise<AdminUserDetail | null> {
  const found = await findUser(db, id);
  if (!found) return null;
  const [[profile], [{ sessionsCount }], [guide]] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, id)).limit(1),
    db
      .select({ sessionsCount: count() })
      .from(session)
      .where(and(eq(session.userId, id), gt(session.expiresAt, new Date()))),
    db
      .select({ sno: guides.sno, listed: guides.listed, verified: guides.verified })
      .from(guides)
      .where(eq(guides.userId, id))
      .limit(1),
  ]);
  return {
    ...found,
    sessionsCount,
    profile: {
      fullName: profile?.fullName ?? "",
      phone: profile?.phone ?? "",
      address: profile?.address ?? "",
      preferences: profile?.preferences ?? "",
      profilePic: profile?.profilePic ?? null,
    },
    guide: guide ?? null,
  };
}

/** Sessions of the account that have not expired. */
export async function activeSessionCount(db: Db, userId: string): Promise<number> {
  const [{ sessions }] = await db
    .select({ sessions: count() })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())));
  return sessions;
}

export async function setUserRole(db: Db, userId: string, role: Role) {
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** Fills the profile fields the person has left empty; never overwrites what they wrote. */
export async function fillEmptyProfile(
  db: Db,
  userId: string,
  values: { fullName: string; phone: string; address: string },
) {
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: {
        fullName: sql`coalesce(nullif(${profiles.fullName}, ''), excluded.full_name)`,
        phone: sql`coalesce(nullif(${profiles.phone}, ''), excluded.phone)`,
        address: sql`coalesce(nullif(${profiles.address}, ''), excluded.address)`,
      },
    });
}

type ApplicationRow = typeof guideApplications.$inferSelect;

/** Applications sent signed out wait unseen until their e-mail address is confirmed. */
const seenByAdmins = ne(guideApplications.status, "unconfirmed");

/**
 * The account that uses the application's e-mail address now, if any. The outer column is
 * qualified by hand: Drizzle leaves a one-table select's columns bare, and a bare "email" inside
 * the subquery would mean the account's.
 */
const applicationEmail = sql`${guideApplications}.${sql.identifier("email")}`;
const accountOfEmail = (column: typeof user.id | typeof user.role) =>
  sql<
    string | null
  >`(select ${column} from ${user} where lower(${user.email}) = lower(${applicationEmail}) order by ${user.createdAt} limit 1)`;
const emailAccountColumns = {
  emailAccountId: accountOfEmail(user.id),
  emailAccountRole: accountOfEmail(user.role),
};

interface ApplicationWithAccount {
  application: ApplicationRow;
  emailAccountId: string | null;
  emailAccountRole: string | null;
}

function withAccount(row: ApplicationWithAccount): AdminGuideApplication {
  return {
    ...toApplication(row.application),
    emailAccount: row.emailAccountId
      ? { id: row.emailAccountId, role: (row.emailAccountRole ?? "user") as Role }
      : null,
  };
}

function toApplication(row: ApplicationRow): Omit<AdminGuideApplication, "emailAccount"> {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    experience: row.experience,
    languages: row.languages,
    specialization: row.specialization as ApplicationSpecialization,
    about: row.about,
    agreeToTerms: row.agreeToTerms,
    fromAccount: row.fromAccount,
    emailVerifiedAt: row.emailVerifiedAt ? new Date(row.emailVerifiedAt).toISOString() : null,
    status: row.status as ApplicationStatus,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listApplications(
  db: Database,
  { status, page, pageSize }: { status: ApplicationStatusFilter; page: number; pageSize: number },
) {
  const where = status === "all" ? seenByAdmins : eq(guideApplications.status, status);
  // Pending ones are a queue: oldest first. Decided ones read newest first.
  const order =
    status === "pending"
      ? [asc(guideApplications.createdAt), asc(guideApplications.id)]
      : [desc(guideApplications.createdAt), desc(guideApplications.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ application: guideApplications, ...emailAccountColumns })
      .from(guideApplications)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(guideApplications).where(where),
  ]);
  return { applications: rows.map(withAccount), total };
}

export async function findApplication(db: Db, id: number): Promise<AdminGuideApplication | null> {
  const [row] = await db
    .select({ application: guideApplications, ...emailAccountColumns })
    .from(guideApplications)
    .where(and(eq(guideApplications.id, id), seenByAdmins))
    .limit(1);
  return row ? withAccount(row) : null;
}

/**
 * Decides a pending application. Only one decision can win: the update matches pending rows
 * only, so a second decision (or a concurrent one) finds nothing and gets null back.
 */
export async function decidePendingApplication(
  db: Db,
  id: number,
  decision: {
    status: Exclude<ApplicationStatus, "pending">;
    reason: string | null;
    userId?: string;
  },
): Promise<AdminGuideApplication | null> {
  const set: Partial<ApplicationRow> = {
    status: decision.status,
    decisionReason: decision.reason,
    decidedAt: new Date(),
  };
  const [row] = await db
    .update(guideApplications)
    .set(decision.userId ? { ...set, userId: decision.userId } : set)
    .where(and(eq(guideApplications.id, id), eq(guideApplications.status, "pending")))
    .returning({ id: guideApplications.id });
  return row ? findApplication(db, row.id) : null;
}

export interface GuideProfileValues {
  name: string;
  specialization: string;
  experience: number;
  languages: string[];
  description: string;
}

/**
 * Makes the account's guide profile verified and listed: updates the one linked to the account,
 * or creates one with the next sno. The table lock keeps two approvals from taking the same sno.
 */
export async function upsertListedGuide(
  db: Db,
  userId: string,
  values: GuideProfileValues,
): Promise<{ sno: number; name: string }> {
  await db.execute(sql`lock table ${guides} in exclusive mode`);
  const listed = { ...values, verified: true, listed: true };
  const [updated] = await db
    .update(guides)
    .set(listed)
    .where(eq(guides.userId, userId))
    .returning({ sno: guides.sno, name: guides.name });
  if (updated) return updated;
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${guides.sno}), 0) + 1`.mapWith(Number) })
    .from(guides);
  const [created] = await db
    .insert(guides)
    .values({
      ...listed,
      sno: next,
      userId,
      maxGroupSize: 10,
      certifications: [],
      featured: false,
      isAvailable: true,
      image: null,
      imageAlt: `Portrait of ${values.name}`,
    })
    .returning({ sno: guides.sno, name: guides.name });
  return created;
}
