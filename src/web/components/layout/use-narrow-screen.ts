import { useSyncExternalStore } from "react";
import { NARROW_SCREEN_MAX_PX } from "@/shared/constants";

const QUERY = `(max-width: ${NARROW_SCREEN_MAX_PX}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** True at the spec's narrow-screen width (768 px or less). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
