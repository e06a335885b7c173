import { notFound } from "@tests/support/msw/respond";
import { HttpResponse, http } from "msw";
import type { AdminGuideApplication, AdminUser } from "@/shared/admin/schema";
import { userDetail } from "@/web/features/admin/testing/admin-fixtures";

export const admin = {
  /** The users list: searches e-mail and name, twenty a page, like the server. */
  users: (people: () => AdminUser[]) =>
    http.get("/api/admin/users", ({ request }) => {
      const url = new URL(request.url);
      const search = url.searchParams.get("search")?.toLowerCase() ?? "";
      const page = Number(url.searchParams.get("page") ?? 1);
      const found = people().filter(
        (p) => p.email.includes(search) || p.name.toLowerCase().includes(search),
      );
      return HttpResponse.json({
        users: found.slice((page - 1) * 20, page * 20),
        total: found.length,
        page,
        pageSize: 20,
      });
    }),
  /** One user's detail; an unknown id answers 404. */
  user: (people: () => AdminUser[]) =>
    http.get("/api/admin/users/:id", ({ params }) => {
      const person = people().find((p) => p.id === params.id);
      return person ? HttpResponse.json({ user: userDetail(person) }) : notFound();
    }),
  /** The applications list by status over `rows`, with approve and reject changing them. */
  applications: (rows: AdminGuideApplication[]) => {
    const decide =
      (status: "approved" | "rejected") =>
      async ({ request, params }: { request: Request; params: { id?: string | string[] } }) => {
        const index = rows.findIndex((a) => a.id === Number(params.id));
        if (index < 0) return notFound();
        const reason =
          status === "rejected" ? ((await request.json()) as { reason: string }).reason : null;
        rows[index] = {
          ...rows[index],
          status,
          decisionReason: reason,
          decidedAt: "2025-08-01T10:00:00.000Z",
        };
        return status === "approved"
          ? HttpResponse.json({
              application: rows[index],
              guide: { sno: 10, name: rows[index].fullName },
              accountCreated: true,
            })
          : HttpResponse.json({ application: rows[index] });
      };
    return [
      http.get("/api/admin/applications", ({ request }) => {
        const status = new URL(request.url).searchParams.get("status") ?? "pending";
        const found = rows.filter((a) => status === "all" || a.status === status);
        return HttpResponse.json({
          applications: found,
          total: found.length,
          page: 1,
          pageSize: 20,
        });
      }),
      http.post("/api/admin/applications/:id/approve", decide("approved")),
      http.post("/api/admin/applications/:id/reject", decide("rejected")),
    ];
  },
};
