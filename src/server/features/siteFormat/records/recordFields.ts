import { z } from "zod";
import type { Db } from "../../../../db/database";
import { invalid } from "../../../../domain/errors";
import { isId } from "../../../../domain/ids";

/** A row id: 24 lowercase hex characters. */
export const recordId = z.string().refine(isId, "must be 24 lowercase hex characters.");

/** A moment as the database keeps it (ISO 8601). */
export const recordTime = z.iso.datetime({ message: "must be an ISO 8601 time." });

/** An amount in whole cents. */
export const recordCents = z.number().int("must be whole cents.").min(0).max(100_000_000_000);

/** Refuses the import with the path of the bad field (relative to the file). */
export function recordProblem(path: string, message: string): never {
  throw invalid(`${path}: ${message}`, { [path]: message });
}

/** Record tables whose rows are found by id. */
type RecordTable = "storeOrders" | "storePayments" | "storeRefunds" | "formSubmissions" | "storeGiftCards" | "storeGiftCardLedger";

/**
 * Refuses ids another row already has: an import only writes records into a site that has none
 * of them, so any row with one of these ids belongs to another site (the file was imported
 * before under another identifier). Names the path of the first clash.
 */
export async function assertRecordIdsUnused(db: Db, table: RecordTable, ids: readonly { id: string; path: string }[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const taken = await db
      .selectFrom(table)
      .select("id")
      .where(
        "id",
        "in",
        chunk.map((c) => c.id),
      )
      .executeTakeFirst();
    if (taken) recordProblem(chunk.find((c) => c.id === taken.id)?.path ?? table, "this id is already used by another site.");
  }
}

/** Refuses an id listed twice in the file, naming the second place. */
export function assertDistinct(values: readonly { value: string; path: string }[], message: string): void {
  const seen = new Set<string>();
  for (const { value, path } of values) {
    if (seen.has(value)) recordProblem(path, message);
    seen.add(value);
  }
}
