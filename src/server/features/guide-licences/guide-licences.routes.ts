import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError, fieldErrors } from "@/server/http/errors";
import { multipartOnlyFor, readForm, uploadBodyLimit } from "@/server/http/form-upload";
import { requireAdmin, requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { ERROR_CODES } from "@/shared/api-error";
import { todayInIndia } from "@/shared/dates";
import {
  adminLicenceListQuery,
  LICENCE_DOCUMENT_EMPTY,
  LICENCE_DOCUMENT_MAX_BYTES,
  LICENCE_DOCUMENT_TOO_LARGE,
  LICENCE_DOCUMENT_WRONG_TYPE,
  type LicenceDocumentType,
  licenceDetailsInput,
  licenceGuideParams,
  rejectLicenceInput,
} from "@/shared/guides/licence-schema";
import * as licences from "./guide-licences.service";
import { sniffLicenceDocument } from "./licence-document";

const deps = (c: Context<AppEnv>) => ({
  db: c.var.db,
  storage: c.var.storage,
  logger: c.var.logger,
  mailer: c.var.mailer,
  publicUrl: c.var.config.publicUrl,
});

/** Only a guide, about their own licence: refused before any body is read. */
const ownGuideOnly = createMiddleware<AppEnv>(async (c, next) => {
  await licences.ownGuide(c.var.db, await requireUser(c));
  await next();
});

const multipartOnly = multipartOnlyFor("licence");

const documentBodyLimit = uploadBodyLimit(LICENCE_DOCUMENT_MAX_BYTES, () =>
  licences.documentRefused(LICENCE_DOCUMENT_TOO_LARGE, 413),
);

const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The form's fields and document, checked together so every problem is named at once. */
async function readSubmission(c: Context<AppEnv>) {
  const body = await readForm(c, "document");
  const details = licenceDetailsInput.safeParse({
    kind: textOf(body.kind),
    number: textOf(body.number),
    authority: textOf(body.authority),
    expiresOn: textOf(body.expiresOn),
  });
  const fields = details.success ? {} : fieldErrors(details.error);

  let document: { bytes: Buffer; type: LicenceDocumentType } | null = null;
  const file = body.document;
  if (file instanceof File) {
    if (file.size > LICENCE_DOCUMENT_MAX_BYTES) {
      throw licences.documentRefused(LICENCE_DOCUMENT_TOO_LARGE, 413);
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const type = sniffLicenceDocument(bytes);
    if (bytes.length === 0) fields.document = LICENCE_DOCUMENT_EMPTY;
    else if (!type) fields.document = LICENCE_DOCUMENT_WRONG_TYPE;
    else document = { bytes, type };
  } else if (file !== undefined && file !== "") {
    fields.document = LICENCE_DOCUMENT_WRONG_TYPE;
  }

  if (!details.success || Object.keys(fields).length > 0) {
    throw new AppError(422, ERROR_CODES.validation, "Some fields need your attention.", fields);
  }
  return { details: details.data, document };
}

/** On to a fresh signed link: neither the answer nor the link it names may be kept anywhere. */
function documentRedirect(c: Context<AppEnv>, link: string) {
  c.header("Cache-Control", "private, no-store");
  return c.redirect(link, 302);
}

/** The signed-in guide's own licence: no ids in the URL, so nobody else's is reachable. */
export function guideLicenceRoutes() {
  return new Hono<AppEnv>()
    .use("/guide-licence", ownGuideOnly)
    .use("/guide-licence/*", ownGuideOnly)
    .get("/guide-licence", async (c) => {
      return c.json(await licences.readOwnLicence(c.var.db, await requireUser(c), todayInIndia()));
    })
    .put("/guide-licence", multipartOnly, documentBodyLimit, async (c) => {
      const actor = await requireUser(c);
      const { details, document } = await readSubmission(c);
      return c.json(
        await licences.submitLicence(deps(c), actor, details, document, todayInIndia()),
      );
    })
    .delete("/guide-licence", async (c) => {
      return c.json(await licences.withdrawLicence(deps(c), await requireUser(c)));
    })
    .get("/guide-licence/document", async (c) => {
      const actor = await requireUser(c);
      return documentRedirect(c, await licences.ownDocument(deps(c), actor, todayInIndia()));
    });
}

const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  await requireAdmin(c);
  await next();
});

/** The admin console's licence review (/api/admin/licences); every route checks requireAdmin. */
export function adminLicenceRoutes() {
  return new Hono<AppEnv>()
    .use(adminOnly)
    .get("/", validate("query", adminLicenceListQuery), async (c) => {
      await requireAdmin(c);
      return c.json(await licences.listLicences(c.var.db, c.req.valid("query")));
    })
    .get("/:guideSno/document", validate("param", licenceGuideParams), async (c) => {
      await requireAdmin(c);
      const { guideSno } = c.req.valid("param");
      return documentRedirect(c, await licences.guideDocument(deps(c), guideSno));
    })
    .post("/:guideSno/verify", validate("param", licenceGuideParams), async (c) => {
      const admin = await requireAdmin(c);
      const { guideSno } = c.req.valid("param");
      return c.json({
        licence: await licences.verifyLicence(deps(c), guideSno, admin.id, todayInIndia()),
      });
    })
    .post(
      "/:guideSno/reject",
      validate("param", licenceGuideParams),
      validate("json", rejectLicenceInput),
      async (c) => {
        const admin = await requireAdmin(c);
        const { guideSno } = c.req.valid("param");
        const { reason } = c.req.valid("json");
        return c.json({
          licence: await licences.rejectLicence(deps(c), guideSno, admin.id, reason),
        });
      },
    );
}
