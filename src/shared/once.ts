/**
 * A value made on first use and kept. For `Intl` formatters a module would otherwise make as it
 * loads: each first formatter of a locale loads its data, and a screen's modules together spent
 * tens of milliseconds of a phone's start-up on formatters it might never use (decision 0045).
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
