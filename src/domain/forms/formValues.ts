import { COMPOSITE_FIELD_PARTS, PHONE_FIELD_PARTS, isCompositeFieldType } from "./fieldParts";
import type { FormField, FormValue, FormValues } from "./formDefinition";
import { checkFieldRules } from "./fieldRules";

/** The shape a field's value is read in (spec 1 §3). */
type ValueShape = { kind: "none" } | { kind: "text" } | { kind: "list"; length: number | null } | { kind: "map" };

/** How a field's value is read: section none, checkbox a list of checked values, composite fields a list of their inputs, likert a map. */
function valueShapeOf(field: FormField): ValueShape {
  if (field.type === "section") return { kind: "none" };
  if (field.type === "likert") return { kind: "map" };
  if (field.type === "checkbox") return { kind: "list", length: null };
  if (field.type === "phone") return { kind: "list", length: PHONE_FIELD_PARTS.length };
  if (isCompositeFieldType(field.type)) return { kind: "list", length: COMPOSITE_FIELD_PARTS[field.type].length };
  return { kind: "text" };
}

/** The fields that carry a value (every field but sections). */
export function valueFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((field) => field.type !== "section");
}

// eslint-disable-next-line no-control-regex -- these are the control characters a value loses
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * The sanitised form of a typed value: line endings made "\n", control characters removed,
 * surrounding white space trimmed. HTML is kept as the visitor typed it: it is stored as
 * text and escaped wherever it is shown.
 */
export function sanitizeText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").trim();
}

/** Sanitises every string inside a value, keeping its shape. */
export function sanitizeValue(value: FormValue): FormValue {
  if (typeof value === "string") return sanitizeText(value);
  if (Array.isArray(value)) return value.map(sanitizeText);
  return Object.fromEntries(Object.entries(value).map(([key, answer]) => [sanitizeText(key), sanitizeText(answer)]));
}

/** The value of a field nobody filled in (a hidden field keeps its own value). */
export function emptyValue(field: FormField): FormValue {
  if (field.type === "hidden") return field.value;
  const shape = valueShapeOf(field);
  if (shape.kind === "map") return {};
  if (shape.kind === "list") return shape.length === null ? [] : Array.from({ length: shape.length }, () => "");
  return "";
}

function hasShape(value: unknown, shape: ValueShape): value is FormValue {
  if (shape.kind === "text") return typeof value === "string";
  if (shape.kind === "list") {
    return Array.isArray(value) && value.every((part) => typeof part === "string") && (shape.length === null || value.length === shape.length);
  }
  if (shape.kind === "map") {
    return !!value && typeof value === "object" && !Array.isArray(value) && Object.values(value).every((answer) => typeof answer === "string");
  }
  return false;
}

/** What a submission's values come to: valid (sanitised), invalid fields with their messages, or not a form's values at all. */
export type SubmittedValuesCheck =
  { kind: "valid"; values: FormValues } | { kind: "invalid"; errors: Record<string, string> } | { kind: "unparsable"; detail: string };

/**
 * Checks the values sent for a form, keyed by field id: every key must name a field that holds
 * a value and every value must have its type's shape (else the values are unparsable); then
 * each field's rules run. Missing fields count as empty (hidden ones as their own value).
 */
export function checkSubmittedValues(fields: readonly FormField[], raw: unknown): SubmittedValuesCheck {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return { kind: "unparsable", detail: "The form fields must be an object." };
  const byId = new Map(valueFields(fields).map((field) => [field.id, field]));
  const unknownKey = Object.keys(raw).find((key) => !byId.has(key));
  if (unknownKey !== undefined) return { kind: "unparsable", detail: `The form has no field "${unknownKey.slice(0, 100)}".` };
  const values: FormValues = {};
  const errors: Record<string, string> = {};
  for (const [id, field] of byId) {
    const given = Object.hasOwn(raw, id) ? (raw as Record<string, unknown>)[id] : emptyValue(field);
    if (!hasShape(given, valueShapeOf(field))) return { kind: "unparsable", detail: `The value of "${id}" has the wrong type.` };
    const value = sanitizeValue(given);
    const result = checkFieldRules(field, value);
    if (result.ok) values[id] = value;
    else errors[id] = result.message;
  }
  return Object.keys(errors).length > 0 ? { kind: "invalid", errors } : { kind: "valid", values };
}
