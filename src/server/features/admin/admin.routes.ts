import { type Context, Hono } from "hono";
import { z } from "zod";
import * as guideProfiles from "@/server/features/guide-profile/guide-profile.service";
import { requestLanguage } from "@/server/http/language";
import { requireAdmin } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import {
  adminGuideListQuery,
  adminUserListQuery,
  adminUserParams,
  applicationListQuery,
  applicationParams,
  banUserInput,
  inviteUserInput,
  rejectApplicationInput,
  setRoleInput,
} from "@/shared/admin/schema";
import { adminGuideInput } from "@/shared/guides/profile-schema";
import * as applications from "./admin-applications.service";
import { adminDeps } from "./admin-deps";
import * as users from "./admin-users.service";

const guideParams = z.object({
  sno: z.coerce
    .number("Unknown guide")
    .int("Unknown guide")
    .positive("Unknown guide")
    .max(2 ** 31 - 1),
});

/** The acting admin's services, checked again per route so no handler can run without. */
const asAdmin = async (c: Context<AppEnv>) => adminDeps(c, (await requireAdmin(c)).id);

/** The admin console's API (/api/admin/*); every route checks requireAdmin. */
export function adminRoutes() {
  return (
    new Hono<AppEnv>()
      // Before any validation, so nobody but an admin learns anything from these routes.
      .use(async (c, next) => {
        await requireAdmin(c);
        return next();
      })
      .get("/guides", validate("query", adminGuideListQuery), async (c) => {
        await requireAdmin(c);
        return c.json(
          await guideProfiles.listForAdmin(c.var.db, c.req.valid("query"), requestLanguage(c)),
        );
      })
      .get("/guides/:sno", validate("param", guideParams), async (c) => {
        await requireAdmin(c);
        return c.json({
          guide: await guideProfiles.guideForAdmin(
            c.var.db,
            c.req.valid("param").sno,
            requestLanguage(c),
          ),
        });
      })
      .put(
        "/guides/:sno",
        validate("param", guideParams),
        validate("json", adminGuideInput),
        async (c) => {
          const admin = await requireAdmin(c);
          const { sno } = c.req.valid("param");
          return c.json({
            guide: await guideProfiles.updateByAdmin(
              c.var.db,
              sno,
              c.req.valid("json"),
              admin.id,
              requestLanguage(c),
            ),
          });
        },
      )
      .get("/users", validate("query", adminUserListQuery), async (c) => {
        const deps = await asAdmin(c);
        return c.json(await users.listUsers(deps, c.req.valid("query")));
      })
      .post("/users/invite", validate("json", inviteUserInput), async (c) => {
        const deps = await asAdmin(c);
        return c.json(await users.inviteUser(deps, c.req.valid("json")), 201);
      })
      .get("/users/:id", validate("param", adminUserParams), async (c) => {
        const deps = await asAdmin(c);
        return c.json({ user: await users.getUser(deps, c.req.valid("param").id) });
      })
      .post(
        "/users/:id/role",
        validate("param", adminUserParams),
        validate("json", setRoleInput),
        async (c) => {
          const deps = await asAdmin(c);
          const { id } = c.req.valid("param");
          return c.json({ user: await users.changeRole(deps, id, c.req.valid("json").role) });
        },
      )
      .post(
        "/users/:id/ban",
        validate("param", adminUserParams),
        validate("json", banUserInput),
        async (c) => {
          const deps = await asAdmin(c);
          const { id } = c.req.valid("param");
          return c.json({ user: await users.banUser(deps, id, c.req.valid("json").reason) });
        },
      )
      .post("/users/:id/unban", validate("param", adminUserParams), async (c) => {
        const deps = await asAdmin(c);
        return c.json({ user: await users.unbanUser(deps, c.req.valid("param").id) });
      })
      .post("/users/:id/revoke-sessions", validate("param", adminUserParams), async (c) => {
        const deps = await asAdmin(c);
        await users.revokeSessions(deps, c.req.valid("param").id);
        return c.json({ status: "sessions-ended" });
      })
      .post("/users/:id/send-sign-in-link", validate("param", adminUserParams), async (c) => {
        const deps = await asAdmin(c);
        await users.sendSignInLink(deps, c.req.valid("param").id);
        return c.json({ status: "sent" });
      })
      .post("/users/:id/send-password-reset", validate("param", adminUserParams), async (c) => {
        const deps = await asAdmin(c);
        await users.sendPasswordReset(deps, c.req.valid("param").id);
        return c.json({ status: "sent" });
      })
      .delete("/users/:id", validate("param", adminUserParams), async (c) => {
        const deps = await asAdmin(c);
        await users.deleteUser(deps, c.req.valid("param").id);
        return c.json({ status: "deleted" });
      })
      .get("/applications", validate("query", applicationListQuery), async (c) => {
        const deps = await asAdmin(c);
        return c.json(await applications.listApplications(deps, c.req.valid("query")));
      })
      .get("/applications/:id", validate("param", applicationParams), async (c) => {
        const deps = await asAdmin(c);
        const application = await applications.getApplication(deps, c.req.valid("param").id);
        return c.json({ application });
      })
      .post("/applications/:id/approve", validate("param", applicationParams), async (c) => {
        const deps = await asAdmin(c);
        return c.json(await applications.approveApplication(deps, c.req.valid("param").id));
      })
      .post(
        "/applications/:id/reject",
        validate("param", applicationParams),
        validate("json", rejectApplicationInput),
        async (c) => {
          const deps = await asAdmin(c);
          const { id } = c.req.valid("param");
          const application = await applications.rejectApplication(
            deps,
            id,
            c.req.valid("json").reason,
          );
          return c.json({ application });
        },
      )
  );
}
