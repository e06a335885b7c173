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
 * The width the server rendered the page's screen for (a phone's, when the request says it comes
 * from one; src/web/server-render.tsx). The browser takes that screen over as it is, reading the
 * width itself: should the server have guessed wrong, the app renders the page anew.
 */
let serverNarrow = false;
export function setServerNarrowScreen(narrow: boolean): void {
  serverNarrow = narrow;
}
const narrowNow = () => mediaQuery()?.matches ?? serverNarrow;

/** True at the spec's narrow-screen width (768 px or less). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, narrowNow);
}
