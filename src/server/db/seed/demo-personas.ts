import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { guides, profiles, user } from "@/server/db/schema";
import type { Auth } from "@/server/platform/auth";
import type { Role } from "@/shared/constants";

export const DEMO_PASSWORD = "yatra-demo-2026";

export const DEMO_PERSONAS: { email: string; role: Role; fullName: string; guideSno?: number }[] = [
  { email: "traveller@example.com", role: "user", fullName: "Ananya Iyer" },
  { email: "guide@example.com", role: "guide", fullName: "Guide persona", guideSno: 1 },
  { email: "admin@example.com", role: "admin", fullName: "Vikram Rao" },
];

/** Demo accounts for the embedded database only; their logins are printed at start-up. */
export async function seedDemoPersonas(db: Database, auth: Auth): Promise<void> {
  for (const persona of DEMO_PERSONAS) {
    const [existing] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, persona.email));
    if (existing) continue;
    const guide = persona.guideSno
      ? (await db.select().from(guides).where(eq(guides.sno, persona.guideSno)))[0]
      : undefined;
    const fullName = guide?.name ?? persona.fullName;
    // Straight through better-auth's adapter: no sign-up mail, already verified.
    const ctx = await auth.$context;
    const created = await ctx.internalAdapter.createUser(
      { email: persona.email, name: fullName, emailVerified: true },
      { method: "admin" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await ctx.password.hash(DEMO_PASSWORD),
    });
    await db
      .update(user)
      .set({ role: persona.role, emailVerified: true })
      .where(eq(user.id, created.id));
    await db
      .insert(profiles)
      .values({ userId: created.id, fullName })
      .onConflictDoUpdate({ target: profiles.userId, set: { fullName } });
    if (guide) await db.update(guides).set({ userId: created.id }).where(eq(guides.id, guide.id));
  }
}
