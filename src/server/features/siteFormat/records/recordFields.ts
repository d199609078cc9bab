import { z } from "zod";
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

/** Refuses an id listed twice in the file, naming the second place. */
export function assertDistinct(values: readonly { value: string; path: string }[], message: string): void {
  const seen = new Set<string>();
  for (const { value, path } of values) {
    if (seen.has(value)) recordProblem(path, message);
    seen.add(value);
  }
}
