/**
 * `lang="en"` for a field the server could not give in the reader's language: the answer lists
 * those in `englishFields` (issue 15), and a screen reader should read them as English.
 */
export function langOf(
  item: { englishFields?: readonly string[] },
  field: string,
): "en" | undefined {
  return item.englishFields?.includes(field) ? "en" : undefined;
}
