import { dictionary } from "@zxcvbn-ts/language-common";

// About 49,000 passwords seen most often in breaches (zxcvbn's list), lower-cased.
const common = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Please choose another.";

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
