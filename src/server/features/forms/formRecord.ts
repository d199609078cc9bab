import type { FormRow } from "../../../db/schema";
import type { FormDefinition } from "../../../domain/forms/formDefinition";

type StoredDefinition = Omit<FormDefinition, "id" | "name" | "kind" | "createdAt" | "updatedAt">;

/** A form row as the definition the rest of the code uses. */
export function formFromRow(row: FormRow): FormDefinition {
  const stored = JSON.parse(row.definitionJson) as StoredDefinition;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind === "newsletter" ? "newsletter" : "form",
    ...stored,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A definition as its row; the JSON keeps a fixed key order so exports stay byte-stable. */
export function formToRow(form: FormDefinition, websiteId: string): FormRow {
  const stored: StoredDefinition = {
    fields: form.fields,
    submitButtonText: form.submitButtonText,
    postSubmitMessage: form.postSubmitMessage,
    postSubmitHtml: form.postSubmitHtml,
    successRedirect: form.successRedirect,
    captcha: form.captcha,
    saveSubmissions: form.saveSubmissions,
    notificationEmail: form.notificationEmail,
  };
  return {
    id: form.id,
    websiteId,
    name: form.name,
    kind: form.kind,
    definitionJson: JSON.stringify(stored),
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
  };
}
