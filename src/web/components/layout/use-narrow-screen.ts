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

/**
 * The width the server rendered the page's screen for: a phone's when the request says it comes
 * from one (src/web/server-render.tsx), written on the page's root as `data-narrow` (decision 0055).
 * The app takes the server's screen over at that width, then renders again at its own if the guess
 * was wrong (a narrow window on a laptop): never a mismatch between the two.
 */
let serverNarrow = false;
export function setServerNarrowScreen(narrow: boolean): void {
  serverNarrow = narrow;
}
const narrowNow = () => mediaQuery()?.matches ?? serverNarrow;
const narrowRendered = () =>
  typeof document === "undefined"
    ? serverNarrow
    : document.getElementById("root")?.dataset.narrow === "true";

/** True at the spec's narrow-screen width (768 px or less). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, narrowRendered);
}
