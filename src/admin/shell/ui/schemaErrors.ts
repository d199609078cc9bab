import type { z } from "zod";
import { plainSentence } from "../../../domain/api/plainMessages";

/**
 * The messages of a failed shared-schema check keyed by field path (`languages[0].locale`),
 * the same keys and sentences the server uses in `errors`, so a screen shows both the same way.
 */
export function schemaErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)).join("") || "form";
    errors[key] ??= plainSentence(issue);
  }
  return errors;
}
