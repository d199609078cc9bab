import { FORM_FIELD_TYPE, type FormFieldType } from "../../../../domain/enumerations/formFieldTypes";
import type { FormField } from "../../../../domain/forms/formDefinition";
import { plainSentence } from "../../../../domain/api/plainMessages";
import { formDefinitionSchema, parseFormDefinition, type ParsedFormDefinition } from "../../../../domain/forms/formDefinitionSchema";
import { newId } from "../../../../domain/ids";

const T = FORM_FIELD_TYPE;

/** The builder's name for each field type (spec 2 §3), in the spec's order. */
export const FIELD_TYPE_LABELS: Readonly<Record<FormFieldType, string>> = {
  text: "Text",
  textarea: "Text area",
  email: "Email",
  currency: "Currency",
  number: "Number",
  website: "Website",
  password: "Password",
  twitter: "Twitter",
  date: "Date",
  time: "Time",
  name: "Name",
  address: "Address",
  phone: "Phone",
  section: "Section",
  radio: "Radio buttons",
  checkbox: "Checkboxes",
  select: "Dropdown",
  likert: "Agreement scale",
  hidden: "Hidden",
};

/** Which options a field type has beyond title, description and required (spec 2 §3). */
export const FIELD_OPTIONS = {
  placeholder: new Set<FormFieldType>([T.TEXT, T.TEXTAREA, T.EMAIL, T.CURRENCY, T.NUMBER, T.WEBSITE, T.PASSWORD, T.TWITTER]),
  options: new Set<FormFieldType>([T.RADIO, T.CHECKBOX, T.SELECT, T.LIKERT]),
  required: new Set<FormFieldType>(Object.values(T).filter((t) => t !== T.SECTION && t !== T.HIDDEN)),
} as const;

/** A new field of a type with the options it needs filled in. */
export function newField(type: FormFieldType): FormField {
  const base = { id: `${type}-${newId().slice(0, 6)}`, title: FIELD_TYPE_LABELS[type], description: "", required: false };
  switch (type) {
    case T.TEXTAREA:
      return { ...base, type, placeholder: "", maxLength: null };
    case T.CURRENCY:
      return { ...base, type, placeholder: "", currencySymbol: "$" };
    case T.PHONE:
      return { ...base, type, showCountryCode: false };
    case T.SECTION:
      return { ...base, type, required: false, underline: false };
    case T.RADIO:
    case T.CHECKBOX:
    case T.SELECT:
    case T.LIKERT:
      return { ...base, type, options: ["Option 1", "Option 2"] };
    case T.HIDDEN:
      return { ...base, type, required: false, key: "source", value: "" };
    case T.DATE:
    case T.TIME:
    case T.NAME:
    case T.ADDRESS:
      return { ...base, type };
    default:
      return { ...base, type, placeholder: "" } as FormField;
  }
}

/** A new form of a kind: a contact form (name, email, message) or a newsletter sign-up (email). */
export function newForm(kind: "form" | "newsletter"): ParsedFormDefinition {
  const parsed = parseFormDefinition(
    kind === "newsletter"
      ? { id: newId(), name: "Newsletter", kind, fields: [{ id: "email", type: T.EMAIL, title: "Email", required: true }], submitButtonText: "Sign up" }
      : {
          id: newId(),
          name: "Contact form",
          kind,
          fields: [
            { id: "name", type: T.NAME, title: "Name", required: true },
            { id: "email", type: T.EMAIL, title: "Email", required: true },
            { id: "message", type: T.TEXTAREA, title: "Message", required: true },
          ],
          submitButtonText: "Send",
        },
  );
  if (!parsed.ok) throw new Error(`the default ${kind} is not valid`);
  return parsed.form;
}

/**
 * The builder's problems with a form, by path: the rules of the one schema the server runs on
 * the same form (the notification address and success redirect in the form builder's words,
 * spec 2 §5), the first problem of each path.
 */
export function formProblems(form: ParsedFormDefinition): Record<string, string> {
  const checked = formDefinitionSchema.safeParse(form);
  if (checked.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const path = issue.path.map(String).join(".") || "form";
    problems[path] ??= plainSentence({ path: issue.path, message: issue.message });
  }
  return problems;
}
