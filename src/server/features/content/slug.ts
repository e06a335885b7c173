/**
 * A slug from a name: lower case, accents dropped, anything else between words a hyphen
 * ("Kanha & Pench Tigers" → "kanha-pench-tigers"). A name with no Latin letters or digits gets
 * `fallback`, which the caller numbers to make unique.
 */
export function slugify(name: string, fallback: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug === "" ? fallback : slug;
}

/** `base`, or `base-2`, `base-3`… : the first not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
