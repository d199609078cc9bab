import type { FormFieldType } from "../../../domain/enumerations/formFieldTypes";
import type { FormField, FormValue, FormValues } from "../../../domain/forms/formDefinition";
import { formatFieldValue } from "../../../domain/forms/formatValue";
import { valueFields } from "../../../domain/forms/formValues";

/** One answered field as a submission keeps it: the field as it was, and the value. */
export interface SubmittedField {
  id: string;
  title: string;
  type: FormFieldType;
  value: FormValue;
}

/** The submitted fields in form order, each with its title and type at the time of sending. */
export function snapshotFields(fields: readonly FormField[], values: FormValues): SubmittedField[] {
  return valueFields(fields)
    .filter((field) => values[field.id] !== undefined)
    .map((field) => ({ id: field.id, title: field.title || field.id, type: field.type, value: values[field.id]! }));
}

/** The text the owner's search looks in: every value as text, lowercased. */
export function searchTextOf(fields: readonly SubmittedField[]): string {
  return fields.map((field) => formatFieldValue(field.type, field.value).toLowerCase()).join("\n");
}
