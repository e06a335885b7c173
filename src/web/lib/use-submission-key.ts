import { useRef } from "react";
import { newIdempotencyKey } from "@/web/lib/idempotency-key";

/**
 * The idempotency key of one intended submission. Sending the same content again (a retry after
 * a failure) keeps the key, so the server stores it once even if an earlier try did arrive;
 * changed content, or anything sent after a success, is a new submission with a new key.
 */
export function useSubmissionKey() {
  const last = useRef<{ content: string; key: string } | null>(null);
  const keys = useRef({
    keyFor(content: unknown): string {
      const text = JSON.stringify(content);
      if (last.current?.content !== text) {
        last.current = { content: text, key: newIdempotencyKey() };
      }
      return last.current.key;
    },
    succeeded() {
      last.current = null;
    },
  });
  return keys.current;
}
