/**
 * One CSV cell (RFC 4180). Spreadsheet programs run a cell that starts with = + - @ (or a tab or
 * carriage return) as a formula, so such a cell gets a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV document: the header, then one line per row, each ended by CRLF. */
export function csvDocument(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("");
}
