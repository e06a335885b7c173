import * as z from "zod/mini";
import { lazySchema } from "@/shared/lazy-schema";

/**
 * The page's key for one intended submission: sending it again after a lost answer stores
 * nothing new (docs/decisions/0021-idempotent-writes.md).
 */
export const idempotencyKeyField = lazySchema(() => z.uuid("Invalid request key"));
