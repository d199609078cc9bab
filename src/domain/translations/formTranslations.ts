import type { FormDefinition, FormField } from "../forms/formDefinition";
import type { SourceText } from "./translatableText";
import type { TranslationFields } from "./translationModel";

/** A form's send button in its translation's fields. */
const SUBMIT_FIELD = "submitButtonText";
/** A form's message after sending in its translation's fields. */
const MESSAGE_FIELD = "postSubmitMessage";

/** The settings of a form field that visitors read. */
const FIELD_TEXTS = ["title", "description", "placeholder"] as const;

type FieldText = (typeof FIELD_TEXTS)[number];

/** What each field text is, as the translation screen names it. */
const FIELD_TEXT_KINDS: Record<FieldText, string> = { title: "field label", description: "field help", placeholder: "field example" };

function fieldText(field: FormField, setting: FieldText): string {
  const value = (field as unknown as Record<string, unknown>)[setting];
  return typeof value === "string" ? value : "";
}

/** A form's texts in the primary language: each field's label, help and placeholder, its send button and its message after sending; empty ones left out. */
export function formSourceTexts(form: Pick<FormDefinition, "fields" | "submitButtonText" | "postSubmitMessage">): SourceText[] {
  const texts: SourceText[] = [];
  for (const field of form.fields) {
    if (field.type === "hidden") continue;
    for (const setting of FIELD_TEXTS) {
      const text = fieldText(field, setting);
      if (text.trim() !== "") texts.push({ name: `field.${field.id}.${setting}`, of: FIELD_TEXT_KINDS[setting], text });
    }
  }
  if (form.submitButtonText.trim() !== "") texts.push({ name: SUBMIT_FIELD, of: "submit button", text: form.submitButtonText });
  if (form.postSubmitMessage.trim() !== "") texts.push({ name: MESSAGE_FIELD, of: "success message", text: form.postSubmitMessage });
  return texts;
}

function translated(fields: TranslationFields, name: string, primary: string): string {
  const value = fields[name];
  return value !== undefined && value.trim() !== "" ? value : primary;
}

/** A form with its translated texts in place of the primary ones; texts without a translation stay as they are. */
export function translatedForm<T extends Pick<FormDefinition, "fields" | "submitButtonText" | "postSubmitMessage">>(form: T, fields: TranslationFields): T {
  return {
    ...form,
    fields: form.fields.map((field) => {
      const copy = { ...field } as unknown as Record<string, unknown>;
      for (const setting of FIELD_TEXTS) {
        if (typeof copy[setting] === "string") copy[setting] = translated(fields, `field.${field.id}.${setting}`, copy[setting] as string);
      }
      return copy as unknown as FormField;
    }),
    submitButtonText: translated(fields, SUBMIT_FIELD, form.submitButtonText),
    postSubmitMessage: translated(fields, MESSAGE_FIELD, form.postSubmitMessage),
  };
}
