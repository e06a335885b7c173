import { type ReactNode, useEffect, useSyncExternalStore } from "react";

/** Should a frame never come (a tab opened in the background), the wait ends anyway. */
const LONGEST_WAIT_MS = 1000;

let painted = false;
let scheduled = false;
const listeners = new Set<() => void>();

function markPainted() {
  if (painted) return;
  painted = true;
  for (const listener of listeners) listener();
}

/** After the next frame is painted: a task queued from a frame's callback runs once it is on screen. */
function scheduleAfterPaint() {
  if (scheduled) return;
  scheduled = true;
  const fallback = setTimeout(markPainted, LONGEST_WAIT_MS);
  if (typeof requestAnimationFrame !== "function") return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(fallback);
      markPainted();
    }, 0),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False until the app's first screen is on screen, then true for good. What is not part of that
 * screen (the unread badges, live messages, the footer) waits for it, so the code and requests it
 * starts do not stand between the page and its first full paint on a slow phone (decision 0047).
 */
function useAfterFirstPaint(): boolean {
  const value = useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
  useEffect(scheduleAfterPaint, []);
  return value;
}

/**
 * Its children, once the first screen is on screen. The store's change renders synchronously (a
 * task nothing splits), so only this leaf may read it: read by the shell, it re-rendered the whole
 * screen in one long task on a phone.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }): ReactNode {
  return useAfterFirstPaint() ? children : null;
}
