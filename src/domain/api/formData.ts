import { z } from "zod";
import { listPageQuerySchema } from "./paging";
import type { ApiRoute } from "./route";

/** What a submissions CSV file keeps to: `?search=`, as the list. */
export const submissionsCsvQuerySchema = z.object({ search: z.string().max(200).default("") });

/** The path of one form's submissions. */
export const submissionsParamsSchema = z.object({ formId: z.string() });

/** A CSV file (text/csv): a header row, then one row per entry. */
const csvFileSchema = z.string().meta({ description: "A CSV file: a header row, then one row per entry." });

/** The answer of a CSV download: the file, with a Content-Disposition naming it. */
export const csvAnswers = { 200: { content: { "text/csv": { schema: csvFileSchema } } } };

/** A form with how many submissions it has. */
export const formSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  saveSubmissions: z.boolean(),
  submissionCount: z.number(),
});

/** The answer of `GET /api/config/form-submissions`: the site's forms, and the deleted ones whose submissions it keeps. */
const formSummaryListSchema = z.object({
  forms: z.array(formSummarySchema),
  removedForms: z.array(z.object({ id: z.string(), submissionCount: z.number() })),
});

/** One submitted field: its raw value and that value as text. */
const submittedFieldSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  value: z.union([z.string(), z.array(z.string()), z.record(z.string(), z.string())]),
  text: z.string(),
});

/** One submission of a form, with the page it was sent from. */
export const submissionSchema = z.object({
  id: z.string(),
  formId: z.string(),
  formName: z.string(),
  createdAt: z.string(),
  pageTitle: z.string(),
  pagePath: z.string(),
  contentSource: z.string(),
  fields: z.array(submittedFieldSchema),
});

/** The answer of `GET /api/config/form-submissions/:formId`: a page of the form's submissions, newest first. */
const submissionPageSchema = z.object({ total: z.number(), limit: z.number(), offset: z.number(), submissions: z.array(submissionSchema) });

/** A newsletter subscriber. */
export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.string(),
  formId: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});

/** The answer of `GET /api/config/newsletter/subscribers`: a page of the subscribers. */
const subscriberPageSchema = z.object({ total: z.number(), limit: z.number(), offset: z.number(), subscribers: z.array(subscriberSchema) });

/** The routes of the form submissions and newsletter subscriber lists (CSV downloads are links, not calls). */
export const formDataRoutes = {
  /** The site's forms with their submission counts. */
  forms: { method: "GET", url: "/api/config/form-submissions", schema: { response: { 200: formSummaryListSchema } } },
  /** A page of one form's submissions. */
  submissions: {
    method: "GET",
    url: "/api/config/form-submissions/:formId",
    schema: { params: submissionsParamsSchema, querystring: listPageQuerySchema, response: { 200: submissionPageSchema } },
  },
  /** A page of the newsletter's subscribers. */
  subscribers: {
    method: "GET",
    url: "/api/config/newsletter/subscribers",
    schema: { querystring: listPageQuerySchema, response: { 200: subscriberPageSchema } },
  },
} satisfies Record<string, ApiRoute>;
