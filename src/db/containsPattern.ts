/**
 * The LIKE pattern of a search: rows whose lowercased text contains the search, lowercased.
 * LIKE's own wildcards and escape are dropped from the search, so a typed % or _ matches
 * nothing special; the same pattern works on SQLite and PostgreSQL.
 */
export function containsPattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, "")}%`;
}
