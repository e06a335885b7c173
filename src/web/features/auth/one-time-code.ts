/** Attributes for a six-digit code field: the number pad on phones and the OS's code autofill. */
export const oneTimeCodeProps = {
  type: "text",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  maxLength: 6,
  spellCheck: false,
} as const;
