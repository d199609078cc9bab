import { z } from "zod";

/** A form definition as the owner form routes answer it (its fields as the form builder saved them). */
export const formSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["form", "newsletter"]),
  fields: z.array(z.unknown()),
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

/**
 * What `PUT /api/config/forms/:formId` takes: a form definition without its id (the path gives
 * it). The route checks it with the form definition rules (`domain/forms/formDefinitionSchema.ts`)
 * and answers their first problem as `path: message`, so the contract only requires an object.
 */
export const formDefinitionBodySchema = z.record(z.string(), z.unknown()).nullable();
