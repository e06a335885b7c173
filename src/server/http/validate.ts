import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { validationFailed } from "./errors";

/** zod validation whose failures answer 422 with the field messages. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationFailed(result.error);
  });
}
