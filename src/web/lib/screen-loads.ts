import { useSyncExternalStore } from "react";

/** Code on its way (a screen, a form's dialog), and once settled, what came of it. */
export interface CodeLoad<Module> {
  loading: Promise<Module>;
  loaded?: Module;
  failed?: true;
}

/** Starts `load`, recording on the result whether it arrived or failed. */
export function startCodeLoad<Module>(load: () => Promise<Module>): CodeLoad<Module> {
  const code: CodeLoad<Module> = {
    loading: load().then(
      (module) => {
        code.loaded = module;
        return module;
      },
      (error: unknown) => {
        code.failed = true;
        throw error;
      },
    ),
  };
  return code;
}

/**
 * Screens' code: each module asked for once. The router keeps the screen on view while the next
 * one's code loads (a transition); the shell shows a thin bar meanwhile (app-layout.tsx).
 */
const loads = new Map<string, CodeLoad<unknown>>();
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
export function screenLoad<Module>(key: string, load: () => Promise<Module>): CodeLoad<Module> {
  const known = loads.get(key) as CodeLoad<Module> | undefined;
  if (known) return known;
  const code = startCodeLoad(load);
  loads.set(key, code);
  notify();
  code.loading.then(notify, notify);
  return code;
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
    () => [...loads.values()].some((code) => !code.loaded && !code.failed),
    () => false,
  );
}
