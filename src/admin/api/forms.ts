import type { ParsedFormDefinition } from "../../domain/forms/formDefinitionSchema";
import { formRoutes } from "../../domain/api/forms";
import { call } from "./call";

/** A form definition as the owner form routes carry it. */
export type FormDefinitionBody = ParsedFormDefinition;

/** The form definition calls of the form builder, made from the routes of src/domain/api/forms.ts. */
export const formsApi = {
  list: async () => (await call(formRoutes.list, {})).forms,
  read: (formId: string) => call(formRoutes.read, { params: { formId } }),
  save: (form: FormDefinitionBody) => call(formRoutes.save, { params: { formId: form.id }, body: form }),
};
