import type { z } from "zod";
import { formatPath } from "../../blocks/layout";
import { invalid } from "../../domain/errors";

/** The message every refused request body starts with. */
const INVALID_INPUT_MESSAGE = "Some fields are not valid.";

/**
 * Parses request input with a schema, or throws an `invalid` domain error whose fieldErrors
 * map each bad field's path to its message (the browser shows them next to the fields).
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = formatPath(issue.path) || "(body)";
    fieldErrors[path] ??= issue.message;
  }
  throw invalid(INVALID_INPUT_MESSAGE, fieldErrors);
}
