/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: always quoted, quotes doubled, and a leading formula character defused with
 * an apostrophe so visitor text never runs as a formula when the owner opens the file.
 */
function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV document (RFC 4180 line endings) with a byte-order mark so spreadsheets read it as UTF-8. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A file name fit for Content-Disposition: letters, digits, dashes; never empty. */
export function attachmentName(base: string, extension: string): string {
  const cleaned = base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${cleaned || "export"}.${extension}`;
}
