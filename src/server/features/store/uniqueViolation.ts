/** Whether a database error is a unique-constraint violation, on SQLite and PostgreSQL alike. */
export function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { code?: string }).code ?? ""} ${(error as Error).message ?? ""}`;
  return /SQLITE_CONSTRAINT|23505|unique|duplicate key/i.test(text);
}
