import { apiError, notFound } from "@tests/support/msw/respond";
import { HttpResponse, http } from "msw";
import type { LicenceDocumentType, LicenceKind } from "@/shared/guides/licence-schema";
import type { AdminLicence, GuideLicenceReply } from "@/shared/guides/licence-types";
import { makeLicence } from "@/web/features/guide-licence/testing/licence-fixtures";

/** What a licence form upload carried, as the server would read it. */
export interface SentLicence {
  kind: string;
  number: string;
  authority: string;
  expiresOn: string;
  document: { name: string; type: string; size: number } | null;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export const licences = {
  /**
   * The guide's own licence over `state`: PUT files it as pending (keeping the document when none
   * is sent), DELETE withdraws it. Every upload is kept in `state.sent`.
   */
  own: (state: { reply: GuideLicenceReply; sent?: SentLicence[] }) => [
    http.get("/api/guide-licence", () => HttpResponse.json(state.reply)),
    http.put("/api/guide-licence", async ({ request }) => {
      const form = await request.formData();
      const file = form.get("document");
      const document =
        file instanceof File ? { name: file.name, type: file.type, size: file.size } : null;
      const sent: SentLicence = {
        kind: text(form, "kind"),
        number: text(form, "number"),
        authority: text(form, "authority"),
        expiresOn: text(form, "expiresOn"),
        document,
      };
      state.sent?.push(sent);
      const documentType = (document?.type ||
        state.reply.licence?.documentType ||
        "application/pdf") as LicenceDocumentType;
      state.reply = {
        licensed: false,
        licence: makeLicence({
          kind: sent.kind as LicenceKind,
          number: sent.number.trim(),
          authority: sent.authority.trim(),
          expiresOn: sent.expiresOn,
          status: "pending",
          documentType,
          submittedAt: "2025-08-01T10:00:00.000Z",
        }),
      };
      return HttpResponse.json(state.reply);
    }),
    http.delete("/api/guide-licence", () => {
      state.reply = { licence: null, licensed: false };
      return HttpResponse.json(state.reply);
    }),
  ],

  /** The admin console's licences over `rows`: verify and reject change them. */
  admin: (rows: AdminLicence[]) => {
    const decide =
      (status: "verified" | "rejected") =>
      async ({
        request,
        params,
      }: {
        request: Request;
        params: { guideSno?: string | string[] };
      }) => {
        const index = rows.findIndex((l) => l.guideSno === Number(params.guideSno));
        if (index < 0) return notFound();
        if (rows[index].status !== "pending") {
          return apiError(409, "LICENCE_DECIDED", "This licence has already been decided.");
        }
        const reason =
          status === "rejected" ? ((await request.json()) as { reason: string }).reason : null;
        rows[index] = {
          ...rows[index],
          status,
          rejectionReason: reason,
          reviewedAt: "2025-08-02T10:00:00.000Z",
          reviewedBy: "Admin persona",
        };
        return HttpResponse.json({ licence: rows[index] });
      };
    return [
      http.get("/api/admin/licences", ({ request }) => {
        const status = new URL(request.url).searchParams.get("status") ?? "pending";
        const found = rows.filter((l) => l.status === status);
        return HttpResponse.json({ licences: found, total: found.length, page: 1, pageSize: 20 });
      }),
      http.post("/api/admin/licences/:guideSno/verify", decide("verified")),
      http.post("/api/admin/licences/:guideSno/reject", decide("rejected")),
    ];
  },
};

/** By default a guide has no licence on file, so any screen with the Licence tab renders. */
export const licenceDefaults = [
  http.get("/api/guide-licence", () => HttpResponse.json({ licence: null, licensed: false })),
];
