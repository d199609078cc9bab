/**
 * Whether a database error is a unique-constraint violation (SQLite's "UNIQUE constraint
 * failed", PostgreSQL's SQLSTATE 23505), so a race lost to another writer becomes a 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || (typeof message === "string" && message.includes("UNIQUE constraint failed"));
}
