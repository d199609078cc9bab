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

/** A definition with its keys in one fixed order, so stored JSON and exports are byte-stable. */
export function formInKeyOrder(form: FormDefinition): FormDefinition {
  return {
    id: form.id,
    name: form.name,
    kind: form.kind,
    fields: form.fields,
    submitButtonText: form.submitButtonText,
    postSubmitMessage: form.postSubmitMessage,
    postSubmitHtml: form.postSubmitHtml,
    successRedirect: form.successRedirect,
    captcha: form.captcha,
    saveSubmissions: form.saveSubmissions,
    notificationEmail: form.notificationEmail,
    ...(form.storage ? { storage: form.storage } : {}),
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
  };
}

/** A definition as its row. */
export function formToRow(form: FormDefinition, websiteId: string): FormRow {
  const { id: _id, name: _name, kind: _kind, createdAt: _created, updatedAt: _updated, ...stored } = formInKeyOrder(form);
  return {
    id: form.id,
    websiteId,
    name: form.name,
    kind: form.kind,
    definitionJson: JSON.stringify(stored satisfies StoredDefinition),
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
  };
}
