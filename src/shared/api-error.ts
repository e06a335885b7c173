/** The JSON body of every error the API answers with. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field path (dot-joined) to the first message for that field. */
    fields?: Record<string, string>;
  };
}

export const ERROR_CODES = {
  badRequest: "BAD_REQUEST",
  validation: "VALIDATION_FAILED",
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  conflict: "CONFLICT",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  rateLimited: "RATE_LIMITED",
  unavailable: "SERVICE_UNAVAILABLE",
  internal: "INTERNAL",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The code of an ApiError the browser makes itself when no answer came back at all. */
export const NETWORK_ERROR_CODE = "NETWORK";
/** A read that never reached the server. */
export const NOT_REACHED_MESSAGE =
  "Could not reach the server. Check your connection and try again.";
/**
 * A form's send that never reached the server: every form shows this one text, and keeps what was
 * typed (its fields are reset only on success).
 */
export const NOT_SENT_MESSAGE =
  "You seem to be offline, so this wasn't sent. What you typed is still here: send it again when you're back online.";
