import type { z } from "zod";
import { formatPath } from "../../blocks/layout";
import { plainMessages, plainSentence } from "../../domain/api/plainMessages";
import { invalid, type DomainError } from "../../domain/errors";

/** The message every refused request body starts with. */
const INVALID_INPUT_MESSAGE = "Some fields are not valid.";

/**
 * The `invalid` domain error of a failed parse: fieldErrors map each bad field's path to its
 * message as a sentence naming the field (the browser shows them next to the fields).
 */
export function invalidInput(error: z.ZodError): DomainError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = formatPath(issue.path) || "(body)";
    fieldErrors[path] ??= plainSentence(issue);
  }
  return invalid(INVALID_INPUT_MESSAGE, fieldErrors);
}

/** Parses request input with a schema, or throws its `invalid` domain error (messages in plain words). */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: plainMessages });
  if (result.success) return result.data;
  throw invalidInput(result.error);
}

/**
 * The input of a route that answers invalid input itself (config `answersInvalidInput`), as
 * the route's contract already parsed it when it fit, so a visitor's request is parsed once;
 * parsed here only when the contract refused it, to throw its `invalid` error where the handler
 * chose (after the handler's own checks). `schema` must be the one the route declares for it.
 */
export function routeInput<T>(request: { validationError?: Error }, schema: z.ZodType<T>, value: unknown): T {
  if (!request.validationError && value !== undefined) return value as T;
  return parseInput(schema, value ?? {});
}
