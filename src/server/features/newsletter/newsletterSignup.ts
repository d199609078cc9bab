import type { FormDefinition, FormValues } from "../../../domain/forms/formDefinition";
import { formatFieldValue } from "../../../domain/forms/formatValue";

/** What a sign-up did: added a new address, brought back one that had left, or found it already subscribed. */
export type SignupOutcome = "added" | "resubscribed" | "already-subscribed";

/** The address and name a newsletter form's values carry. */
export function signupOf(form: FormDefinition, values: FormValues): { email: string; name: string } {
  const emailField = form.fields.find((field) => field.type === "email");
  const nameField = form.fields.find((field) => field.type === "name");
  const email = emailField ? String(values[emailField.id] ?? "") : "";
  const name = nameField && values[nameField.id] !== undefined ? formatFieldValue("name", values[nameField.id]!) : "";
  return { email, name };
}
