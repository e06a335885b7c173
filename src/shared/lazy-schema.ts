/**
 * A schema built the first time something reads it, not when its module loads (decision 0056).
 * Every screen's shared code holds the schemas of a dozen forms and requests; built as their
 * modules ran, they were most of the longest task after the first paint on a phone, for forms the
 * screen may never show. The proxy stands for the schema everywhere: reading, parsing, composing
 * it into another schema, `in` and `instanceof`, each build it once and then read the built one.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    // A proxy may not say a property of its (empty) target cannot be redefined.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
