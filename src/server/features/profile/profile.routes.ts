import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Role } from "../../../shared/constants";
import type { Profile } from "../../../shared/profile";
import { profiles } from "../../db/schema";
import { requireUser } from "../../http/session";
import type { AppEnv } from "../../http/types";

export function profileRoutes() {
  return new Hono<AppEnv>().get("/profile", async (c) => {
    const user = await requireUser(c);
    const [row] = await c.var.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user.id))
      .limit(1);
    const profile: Profile = {
      id: user.id,
      email: user.email,
      memberSince: new Date(user.createdAt).toISOString(),
      fullName: row?.fullName ?? "",
      phone: row?.phone ?? "",
      address: row?.address ?? "",
      preferences: row?.preferences ?? "",
      role: ((user as { role?: string }).role ?? "user") as Role,
      profilePic: row?.profilePic ?? null,
    };
    return c.json({ profile });
  });
}
