import * as z from "zod/mini";

/** Trimmed text that must be there, with its own words for blank and for too long. */
export const requiredTextWith = (max: number, messages: { required: string; tooLong: string }) =>
  z
    .string(messages.required)
    .check(z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong));

/** Trimmed text that must be there: `${label} is required` when blank. */
export const requiredText = (label: string, max: number) =>
  requiredTextWith(max, {
    required: `${label} is required`,
    tooLong: `${label} must be at most ${max} characters`,
  });
