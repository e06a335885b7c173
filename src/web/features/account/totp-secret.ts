/** The base32 secret inside an otpauth:// URI. */
export function secretFromTotpUri(uri: string): string {
  return /[?&]secret=([^&]+)/.exec(uri)?.[1] ?? "";
}

/** "ABCD EFGH IJKL" — easier to type into an authenticator app by hand. */
export function groupInFours(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
