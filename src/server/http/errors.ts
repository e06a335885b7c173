import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { type ApiErrorBody, ERROR_CODES } from "@/shared/api-error";
import { HINDI_DICTIONARIES } from "@/shared/i18n/hindi-dictionaries";
import { compileTexts, translateFields, translateWith } from "@/shared/i18n/texts";
import { requestLanguage } from "./language";

/** A domain error: services throw it, the HTTP edge turns it into a JSON answer. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (what: string) =>
  new AppError(404, ERROR_CODES.notFound, `${what} not found.`);
/** The value, or the 404 for `what` when the lookup found nothing. */
export function orNotFound<T>(value: T | null | undefined, what: string): T {
  if (!value) throw notFound(what);
  return value;
}

export const unauthenticated = () =>
  new AppError(401, ERROR_CODES.unauthenticated, "Please sign in to continue.");
export const forbidden = () =>
  new AppError(403, ERROR_CODES.forbidden, "You do not have permission to do that.");

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const hindi = compileTexts(...HINDI_DICTIONARIES);

/**
 * An error answer in the request's language (issue 15): the messages are written in English where
 * they arise and translated here, so a Hindi reader's failed request reads in Hindi.
 */
export function localErrorBody(
  c: Context,
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  if (requestLanguage(c) !== "hi") return errorBody(code, message, fields);
  c.header("Content-Language", "hi-IN");
  return errorBody(code, translateWith(hindi, message), translateFields(hindi, fields));
}

export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationFailed(error: z.core.$ZodError): AppError {
  return new AppError(
    422,
    ERROR_CODES.validation,
    "Some fields need your attention.",
    fieldErrors(error),
  );
}

export function toErrorResponse(error: unknown, c: Context): Response | null {
  if (error instanceof AppError) {
    return c.json(localErrorBody(c, error.code, error.message, error.fields), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code =
      status === 413
        ? ERROR_CODES.payloadTooLarge
        : status === 401
          ? ERROR_CODES.unauthenticated
          : status === 404
            ? ERROR_CODES.notFound
            : ERROR_CODES.badRequest;
    const message =
      status === 400 && /json/i.test(error.message)
        ? "The request body is not valid JSON."
        : error.message || "The request could not be processed.";
    return c.json(localErrorBody(c, code, message), status as ContentfulStatusCode);
  }
  return null;
}
