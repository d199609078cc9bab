import { z } from "zod";
import { CAPTCHA_PROVIDER } from "../forms/formDefinition";
import { formDefinitionBodySchema, formFieldSchema } from "../forms/formDefinitionSchema";
import type { ApiRoute } from "./route";
import { noContentSchema } from "./siteSettings";

/** A form definition as the owner form routes answer it (its fields as the form builder saved them). */
const formSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["form", "newsletter"]),
  fields: z.array(formFieldSchema),
  submitButtonText: z.string(),
  postSubmitMessage: z.string(),
  postSubmitHtml: z.string(),
  successRedirect: z.string(),
  captcha: z.enum(["none", ...Object.values(CAPTCHA_PROVIDER)]),
  saveSubmissions: z.boolean(),
  notificationEmail: z.string(),
  storage: z.object({ service: z.literal("mailchimp"), listId: z.string(), doubleOptIn: z.boolean() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The answer of `GET /api/config/forms`: every form of the site. */
const formListSchema = z.object({ forms: z.array(formSchema) });

/** The path of a form route. */
const formParamsSchema = z.object({ formId: z.string() });

/** The form builder's routes (content manager): the site's forms, one form, saving and deleting one. */
export const formRoutes = {
  list: { method: "GET", url: "/api/config/forms", schema: { response: { 200: formListSchema } } },
  read: { method: "GET", url: "/api/config/forms/:formId", schema: { params: formParamsSchema, response: { 200: formSchema } } },
  save: {
    method: "PUT",
    url: "/api/config/forms/:formId",
    schema: { params: formParamsSchema, body: formDefinitionBodySchema, response: { 200: formSchema, 201: formSchema } },
  },
  remove: { method: "DELETE", url: "/api/config/forms/:formId", schema: { params: formParamsSchema, response: { 204: noContentSchema } } },
} satisfies Record<string, ApiRoute>;
