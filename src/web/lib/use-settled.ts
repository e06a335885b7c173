import { useEffect, useState } from "react";

/** Typing waits this long after the last key before the server is asked. */
export const SEARCH_SETTLE_MS = 250;

/** `value`, once it has stayed the same for `ms`. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
