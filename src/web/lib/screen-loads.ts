import { useSyncExternalStore } from "react";

/**
 * Screens' code: each module asked for once, and a count of those on their way. The router keeps
 * the screen on view while the next one's code loads (a transition); the shell shows a thin bar
 * meanwhile (app-layout.tsx).
 */
export interface ScreenLoad<Module> {
  loading: Promise<Module>;
  loaded?: Module;
  failed?: true;
}

const loads = new Map<string, ScreenLoad<unknown>>();
let pending = 0;
const listeners = new Set<() => void>();

// A screen's code is asked for while React renders it; the bar is told after that render.
const notify = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/**
 * The load of `key`, started by `load` unless it already was. A failed load stays failed, so the
 * render that reads it sees the failure (and the shell's boundary shows it), until
 * `retryFailedScreenLoads()`.
 */
export function screenLoad<Module>(key: string, load: () => Promise<Module>): ScreenLoad<Module> {
  const known = loads.get(key) as ScreenLoad<Module> | undefined;
  if (known) return known;
  const entry: ScreenLoad<Module> = {
    loading: load().then(
      (module) => {
        entry.loaded = module;
        return module;
      },
      (error: unknown) => {
        entry.failed = true;
        throw error;
      },
    ),
  };
  loads.set(key, entry);
  pending += 1;
  notify();
  entry.loading
    .finally(() => {
      pending -= 1;
      notify();
    })
    .catch(() => {});
  return entry;
}

/** Forgets the loads that failed: the next render asks for their code again (Try Again). */
export function retryFailedScreenLoads(): void {
  for (const [key, entry] of loads) if (entry.failed) loads.delete(key);
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
