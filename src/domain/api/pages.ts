import { z } from "zod";
import { EDITABLE_NAVIGATIONS, PAGE_MESSAGES, PAGE_TITLE_MAX } from "../pageRules";
import { seoFieldsSchema } from "../seo/seoFields";
import { STATE_LABEL } from "../workflow";
import type { ApiRoute } from "./route";
import { noContentSchema } from "./siteSettings";

/** The shortest page or site password. */
const LOCK_PASSWORD_MIN = 4;

/** The navigation a page is placed in, as the page routes take it. */
const navigationSchema = z.enum(EDITABLE_NAVIGATIONS, { message: "Choose the main navigation or Not linked." });

/** A page, blog or shop page as the page tree lists it and the page routes answer it. */
export const pageSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(["page", "blog", "events", "store"]),
  title: z.string(),
  urlSlug: z.string(),
  navigation: z.string().nullable(),
  position: z.number(),
  locked: z.boolean(),
  label: z.enum(STATE_LABEL),
  /** The note an admin sent the page back with, while it waits for its editor's changes; null otherwise. */
  reviewNote: z.string().nullable(),
  hasChanges: z.boolean(),
  draftVersion: z.number(),
  seo: seoFieldsSchema,
});

/** The answer of `GET /api/config/pages`: the main navigation and the pages not linked from it (_hidden). */
export const pageTreeSchema = z.object({
  siteLocked: z.boolean(),
  navigations: z.array(z.object({ name: z.enum(EDITABLE_NAVIGATIONS), pages: z.array(pageSummarySchema) })),
});

/** What `POST /api/config/pages` takes: a page, a blog, an events page or the shop. */
export const newPageSchema = z.strictObject({
  kind: z.enum(["page", "blog", "events", "store"], { message: PAGE_MESSAGES.kind }),
  title: z.string().max(PAGE_TITLE_MAX + 100),
  navigation: navigationSchema.default("main"),
  urlSlug: z.string().max(200).optional(),
});

/** What `PATCH /api/config/pages/:id` takes: a new title, URL or SEO fields, and whether only the site's contributors see it (Private). */
export const pageChangesSchema = z.strictObject({
  title: z
    .string()
    .max(PAGE_TITLE_MAX + 100)
    .optional(),
  urlSlug: z.string().max(200).optional(),
  seo: seoFieldsSchema.optional(),
  private: z.boolean().optional(),
});

/** What `POST /api/config/pages/:id/move` takes: where the page goes. */
const pageMoveSchema = z.strictObject({ navigation: navigationSchema, position: z.number().int().min(0).max(10_000) });

/** The path of a page route. */
const pageParamsSchema = z.object({ id: z.string() });

/** What `PUT /api/config/site-password` and `PUT /api/config/pages/:id/password` take: the password, or null to remove it. */
export const lockPasswordSchema = z.strictObject({
  password: z
    .string()
    .min(LOCK_PASSWORD_MIN, `A password has at least ${LOCK_PASSWORD_MIN} characters.`)
    .max(200, "A password has at most 200 characters.")
    .nullable(),
});

/** The body of a call that takes no fields (`POST /api/config/pages/:id/duplicate`): nothing, or an object whose fields are ignored. */
const noFieldsSchema = z.object({}).nullable();

/** The page tree's routes (content manager) and the page and site passwords (settings). */
export const pageRoutes = {
  tree: { method: "GET", url: "/api/config/pages", schema: { response: { 200: pageTreeSchema } } },
  create: { method: "POST", url: "/api/config/pages", schema: { body: newPageSchema, response: { 201: pageSummarySchema } } },
  update: {
    method: "PATCH",
    url: "/api/config/pages/:id",
    schema: { params: pageParamsSchema, body: pageChangesSchema, response: { 200: pageSummarySchema } },
  },
  move: { method: "POST", url: "/api/config/pages/:id/move", schema: { params: pageParamsSchema, body: pageMoveSchema, response: { 204: noContentSchema } } },
  duplicate: {
    method: "POST",
    url: "/api/config/pages/:id/duplicate",
    schema: { params: pageParamsSchema, body: noFieldsSchema, response: { 201: pageSummarySchema } },
  },
  remove: { method: "DELETE", url: "/api/config/pages/:id", schema: { params: pageParamsSchema, response: { 204: noContentSchema } } },
  setPagePassword: {
    method: "PUT",
    url: "/api/config/pages/:id/password",
    schema: { params: pageParamsSchema, body: lockPasswordSchema, response: { 204: noContentSchema } },
  },
  setSitePassword: { method: "PUT", url: "/api/config/site-password", schema: { body: lockPasswordSchema, response: { 204: noContentSchema } } },
} satisfies Record<string, ApiRoute>;
