import type { FormValue, FormValues } from "../../../domain/forms/formDefinition";
import { FORM_LIMITS } from "../../../domain/limits/formLimits";
import { FORM_DOM } from "../formDom";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlsOf(field: HTMLElement): Control[] {
  return Array.from(field.querySelectorAll<Control>("input, select, textarea"));
}

function checked(field: HTMLElement): HTMLInputElement[] {
  return Array.from(field.querySelectorAll<HTMLInputElement>("input:checked"));
}

function readField(field: HTMLElement, type: string, search: URLSearchParams): FormValue | undefined {
  switch (type) {
    case "section":
      return undefined;
    case "address":
    case "date":
    case "name":
    case "time":
      return controlsOf(field).map((control) => control.value);
    case "phone": {
      const parts = controlsOf(field).map((control) => control.value);
      return parts.length === FORM_LIMITS.phonePartsWithoutCountry ? ["", ...parts] : parts;
    }
    case "checkbox":
      return checked(field).map((input) => input.value);
    case "radio":
      return checked(field)[0]?.value ?? "";
    case "likert": {
      const answers: Record<string, string> = {};
      for (const question of Array.from(field.querySelectorAll<HTMLElement>(`.${FORM_DOM.likertQuestion}`))) {
        const answer = checked(question)[0];
        if (answer && question.dataset.question !== undefined) answers[question.dataset.question] = answer.value;
      }
      return answers;
    }
    case "hidden": {
      const input = field as HTMLInputElement;
      return search.get(input.dataset.key ?? input.name) ?? input.value;
    }
    default:
      return controlsOf(field)[0]?.value ?? "";
  }
}

/**
 * Reads a form's values as spec 1 §3 says, keyed by field id: address, date, name and time as
 * the list of their inputs; phone as its parts with an empty country part first when there
 * are three; checkbox as the checked values; radio as the first checked; select as the chosen
 * value; likert as statement to answer; hidden from the page's query parameter of the same
 * name when present; sections skipped; anything else as its input's value. Values are raw.
 */
export function readFormValues(form: HTMLElement, search: string): FormValues {
  const params = new URLSearchParams(search);
  const values: FormValues = {};
  for (const field of Array.from(form.querySelectorAll<HTMLElement>("[data-field-id]"))) {
    const value = readField(field, field.dataset.fieldType ?? "", params);
    if (value !== undefined && field.dataset.fieldId) values[field.dataset.fieldId] = value;
  }
  return values;
}
