import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { validationFailed } from "./errors";

/** What a route validates, kept on its middleware so a test can generate input for every route. */
export interface ValidatesInput {
  target: keyof ValidationTargets;
  schema: z.core.$ZodType;
}

/** zod validation whose failures answer 422 with the field messages. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw validationFailed(result.error);
  });
  return Object.assign(middleware, { validates: { target, schema } satisfies ValidatesInput });
}
