import type { ParsedFormDefinition } from "../../domain/forms/formDefinitionSchema";
import { api } from "./client";

/** A form definition as the owner form routes carry it. */
export type FormDefinitionBody = ParsedFormDefinition;

/** The form definition calls of the form builder (owner routes of the forms feature; the routes' schemas are in src/domain/api/forms.ts). */
export const formsApi = {
  list: async () => (await api.get<{ forms: FormDefinitionBody[] }>("/api/config/forms")).forms,
  read: (id: string) => api.get<FormDefinitionBody>(`/api/config/forms/${id}`),
  save: (form: FormDefinitionBody) => api.put<FormDefinitionBody>(`/api/config/forms/${form.id}`, form),
};
