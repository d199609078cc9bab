/** How often a transaction is tried again when SQLite reports another connection writing. */
const BUSY_RETRIES = 10;

/**
 * Runs a transaction again when SQLite answers "database is locked" (SQLITE_BUSY and its
 * kinds) because another connection to the file wrote meanwhile: a command run beside the
 * server (`tessera site import`), or a second process started on the same data directory.
 * Any other error, and the last attempt's, is thrown as it is.
 */
export async function retryWhileBusy<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= BUSY_RETRIES || !String((error as { code?: string }).code).startsWith("SQLITE_BUSY")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
