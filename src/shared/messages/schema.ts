import * as z from "zod/mini";
import { idempotencyKeyField } from "@/shared/idempotency-key";
import { lazySchema } from "@/shared/lazy-schema";

export const MESSAGE_MAX_LENGTH = 2000;

/** The composer's text, as the page checks it before sending. */
export const messageBodyField = lazySchema(() =>
  z
    .string("Please write a message")
    .check(
      z.trim(),
      z.minLength(1, "Please write a message"),
      z.maxLength(MESSAGE_MAX_LENGTH, `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`),
    ),
);

export const sendMessageInput = lazySchema(() =>
  z.object({
    body: messageBodyField,
    idempotencyKey: idempotencyKeyField,
  }),
);
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export const markReadInput = lazySchema(() =>
  z.object({
    upTo: z.number("upTo must be a message id").check(z.int(), z.gte(0)),
  }),
);
