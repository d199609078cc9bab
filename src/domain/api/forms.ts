import { z } from "zod";
import { formFieldSchema } from "../forms/formDefinitionSchema";

/** A form definition as the owner form routes answer it (its fields as the form builder saved them). */
export const formSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["form", "newsletter"]),
  fields: z.array(formFieldSchema),
  submitButtonText: z.string(),
  postSubmitMessage: z.string(),
  postSubmitHtml: z.string(),
  successRedirect: z.string(),
  captcha: z.string(),
  saveSubmissions: z.boolean(),
  notificationEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The answer of `GET /api/config/forms`: every form of the site. */
export const formListSchema = z.object({ forms: z.array(formSchema) });

/** The path of a form route. */
export const formParamsSchema = z.object({ formId: z.string() });

/** What `PUT /api/config/forms/:formId` takes: a form definition, its id given by the path (`domain/forms/formDefinitionSchema.ts`). */
export { formDefinitionBodySchema } from "../forms/formDefinitionSchema";
