import { type ComponentType, type LazyExoticComponent, lazy } from "react";

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
  let loaded: { default: ComponentType<Props> } | undefined;
  const fetchPart = () =>
    load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
  if (openedByTheAddress) void fetchPart().catch(() => {});
  return lazy(() => {
    if (!loaded) return fetchPart();
    const known = loaded;
    // A thenable that answers at once: React then renders the part in the same pass.
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the point (React.lazy reads it)
    return { then: (resolve: (value: typeof known) => void) => resolve(known) } as Promise<
      typeof known
    >;
  });
}

/** Whether the page's address opens `value` of the `param` it names (`?section=calendar`). */
export function addressOpens(param: string, value: string): boolean {
  return (
    typeof window !== "undefined" &&
    new URLSearchParams(window.location.search).get(param) === value
  );
}
