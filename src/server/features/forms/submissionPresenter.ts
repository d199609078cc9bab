import type { FormSubmissionRow } from "../../../db/schema";
import { formatFieldValue } from "../../../domain/forms/formatValue";
import { csvDocument } from "../../../domain/csv";
import type { SubmittedField } from "./submissionSnapshot";

/** A stored submission as the owner's screens get it: each field with its raw value and its text. */
export function presentSubmission(row: FormSubmissionRow) {
  const fields = JSON.parse(row.fieldsJson) as SubmittedField[];
  return {
    id: row.id,
    formId: row.formId,
    formName: row.formName,
    createdAt: row.createdAt,
    pageTitle: row.pageTitle,
    pagePath: row.pagePath,
    contentSource: row.contentSource,
    fields: fields.map((field) => ({ ...field, text: formatFieldValue(field.type, field.value) })),
  };
}

/**
 * Submissions as CSV: one column per field (in the order fields first appear, titled as most
 * recently seen), plus when and from which page each was sent.
 */
export function submissionsCsv(rows: readonly FormSubmissionRow[]): string {
  const columns = new Map<string, string>();
  const parsed = rows.map((row) => ({ row, fields: JSON.parse(row.fieldsJson) as SubmittedField[] }));
  for (const { fields } of [...parsed].reverse()) for (const field of fields) columns.set(field.id, field.title);
  const ids = [...columns.keys()];
  const header = ["Submitted", ...ids.map((id) => columns.get(id)!), "Page"];
  const lines = parsed.map(({ row, fields }) => {
    const byId = new Map(fields.map((field) => [field.id, formatFieldValue(field.type, field.value)]));
    return [row.createdAt, ...ids.map((id) => byId.get(id) ?? ""), row.pagePath];
  });
  return csvDocument(header, lines);
}
