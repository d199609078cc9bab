import type { FormField, FormValues } from "../../../domain/forms/formDefinition";
import { checkFieldRules, maxValueLength } from "../../../domain/forms/fieldRules";
import { sanitizeValue, valueFields } from "../../../domain/forms/formValues";
import { FORM_MESSAGES } from "../../../domain/messages/formMessages";

/** The browser's check before sending: sanitised values, or the message of each invalid field. */
export type ClientCheck = { ok: true; values: FormValues } | { ok: false; errors: Record<string, string> };

/**
 * Runs the shared field rules (the same the server runs) on the values read from the page.
 * The textarea limit is counted on the raw value, as typed; every other rule sees the
 * sanitised value that will be sent.
 */
export function validateValues(fields: readonly FormField[], raw: FormValues): ClientCheck {
  const values: FormValues = {};
  const errors: Record<string, string> = {};
  for (const field of valueFields(fields)) {
    const given = raw[field.id];
    if (given === undefined) continue;
    const value = sanitizeValue(given);
    const overLimit = field.type === "textarea" && typeof given === "string" && given.length > maxValueLength(field);
    const result = overLimit ? { ok: false as const, message: FORM_MESSAGES.characterLimitExceeded } : checkFieldRules(field, value);
    if (result.ok) values[field.id] = value;
    else errors[field.id] = result.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
