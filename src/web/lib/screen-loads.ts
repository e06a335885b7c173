import { useSyncExternalStore } from "react";

/**
 * Screens whose code is on its way. The router keeps the screen on view while the next one's code
 * loads (a transition); the shell shows a thin bar meanwhile (app-layout.tsx).
 */
let pending = 0;
const listeners = new Set<() => void>();

// A screen's code is asked for while React renders it; the bar is told after that render.
const notify = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/** Counts `loading` as a screen's code on its way until it settles. */
export function trackScreenLoad(loading: Promise<unknown>): void {
  pending += 1;
  notify();
  loading
    .finally(() => {
      pending -= 1;
      notify();
    })
    .catch(() => {});
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether some screen's code is on its way. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
