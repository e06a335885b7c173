import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  startTransition,
  useEffect,
  useState,
} from "react";

/** A part's code, asked for once however many ask (again after a failure), and kept once here. */
export interface PartLoader<Part> {
  fetch: () => Promise<Part>;
  loaded: () => Part | undefined;
}

/** `fetchNow`: ask for it as the module that holds the loader runs, not when it is first shown. */
export function partLoader<Part>(load: () => Promise<Part>, fetchNow: boolean): PartLoader<Part> {
  let loaded: Part | undefined;
  let inflight: Promise<Part> | null = null;
  const fetch = () => {
    inflight ??= load().then(
      (part) => {
        loaded = part;
        return part;
      },
      (error: unknown) => {
        inflight = null;
        throw error;
      },
    );
    return inflight;
  };
  if (fetchNow) void fetch().catch(() => {});
  return { fetch, loaded: () => loaded };
}

/**
 * A part of a screen whose code loads when it is shown (a dashboard section). When the page's own
 * address opens it, the page preloads its code (src/shared/screens/route-screens.ts) and the part
 * asks for it as this module loads, so by the first render it is here and renders at once, with
 * no loading line in between (`React.lazy` given a promise always waits for it).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  openedByTheAddress: boolean,
): LazyExoticComponent<ComponentType<Props>> {
  const part = partLoader(load, openedByTheAddress);
  return lazy(() => {
    const known = part.loaded();
    if (!known) return part.fetch().then((component) => ({ default: component }));
    const answer = { default: known };
    // A thenable that answers at once: React then renders the part in the same pass.
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the point (React.lazy reads it)
    return { then: (resolve: (value: typeof answer) => void) => resolve(answer) } as Promise<
      typeof answer
    >;
  });
}

/**
 * The part's component once its code is here, null until then, for a caller that shows its own
 * placeholder meanwhile. Not `React.lazy` under Suspense: React holds a suspended part back at
 * least 300 ms after showing its fallback (decision 0053). It arrives in a transition, so React
 * renders it in slices. A failed fetch is thrown to the screen's error boundary, which offers to
 * try again.
 */
export function useLoadedPart<Props>(
  part: PartLoader<ComponentType<Props>>,
): ComponentType<Props> | null {
  const [component, setComponent] = useState(() => part.loaded() ?? null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (component) return;
    let current = true;
    part.fetch().then(
      (loaded) => current && startTransition(() => setComponent(() => loaded)),
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [component, part]);
  if (failed) throw failed;
  return component;
}

/** Whether the page's address opens `value` of the `param` it names (`?section=calendar`). */
export function addressOpens(param: string, value: string): boolean {
  return (
    typeof window !== "undefined" &&
    new URLSearchParams(window.location.search).get(param) === value
  );
}
