import { z } from "zod";
import { FORM_BUILDER_MESSAGES } from "../messages/formBuilderMessages";
import type { ApiRoute } from "./route";

/** Most files one page of the media library lists. */
export const ASSET_PAGE_SIZE = 48;

/** What an upload or a listing keeps to: `?kind=image` takes or lists images only; a crumb may ride along. */
export const assetsQuerySchema = z.strictObject({ kind: z.enum(["image", "file"]).optional(), crumb: z.string().optional() });

/**
 * What `GET /api/config/assets` lists: one kind, names containing `q`, and a page of them
 * (`offset`, `limit`); without a limit, every file.
 */
const assetListQuerySchema = assetsQuerySchema.extend({
  q: z.string().max(120).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(ASSET_PAGE_SIZE).optional(),
});

/** The path of one asset's calls; an id that names no asset of the site is answered "This file does not exist." */
export const assetParamsSchema = z.strictObject({ id: z.string().max(24) });

/**
 * The body of `POST /api/config/assets`: multipart/form-data with the file in a field named
 * `file`. The route reads the parts itself (size limit, refusal wording), so any body passes
 * this schema; it exists to describe the upload in the document.
 */
export const assetUploadSchema = z.unknown().meta({
  type: "object",
  properties: { file: { type: "string", format: "binary", description: "The file or image to upload." } },
  required: ["file"],
});

/** The body of `PATCH /api/config/assets/{id}`: the file's new name (its extension stays the one its content calls for); the rename box checks it too. */
export const assetRenameSchema = z.strictObject({ fileName: z.string().trim().min(1, FORM_BUILDER_MESSAGES.enterFileName).max(120) });

/** `DELETE /api/config/assets/{id}?confirmed=true` deletes a file that is still used; without it such a delete is refused. */
const assetDeleteQuerySchema = z.strictObject({ confirmed: z.enum(["true", "false"]).optional(), crumb: z.string().optional() });

/** An uploaded file or image as the owner's app sees it (docs/media.md). */
export const assetSchema = z.object({
  id: z.string(),
  kind: z.string(),
  format: z.string(),
  contentType: z.string(),
  fileName: z.string(),
  byteSize: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  status: z.string(),
  progress: z.number(),
  error: z.string().nullable(),
  url: z.string(),
  createdAt: z.string(),
});

/** The answer of an upload (202, still being processed) and of `GET /api/config/assets/:id`. */
export const assetAnswerSchema = z.object({ asset: assetSchema });

/** The answer of `GET /api/config/assets`: the site's uploads (one page of them when a limit is given) and how many match in all. */
const assetListSchema = z.object({ assets: z.array(assetSchema), total: z.number() });

/** One place a file is used: a page's or post's layout, a product, a saved section or the site's settings. */
export const assetUseSchema = z.object({
  kind: z.enum(["page", "post", "product", "section", "settings"]),
  id: z.string(),
  title: z.string(),
});

/** The answer of `GET /api/config/assets/{id}/uses`: every place that links to the file. */
const assetUsesSchema = z.object({ uses: z.array(assetUseSchema) });

/** The media library's owner routes (content manager; uploads go through uploadWithProgress, as multipart with progress). */
export const assetRoutes = {
  /** One kind of the site's files, searched by name, a page of them when a limit is given. */
  list: { method: "GET", url: "/api/config/assets", schema: { querystring: assetListQuerySchema, response: { 200: assetListSchema } } },
  /** One file. */
  read: { method: "GET", url: "/api/config/assets/:id", schema: { params: assetParamsSchema, response: { 200: assetAnswerSchema } } },
  /** A file's new name. */
  rename: {
    method: "PATCH",
    url: "/api/config/assets/:id",
    schema: { params: assetParamsSchema, body: assetRenameSchema, response: { 200: assetAnswerSchema } },
  },
  /** Every place that links to a file. */
  uses: { method: "GET", url: "/api/config/assets/:id/uses", schema: { params: assetParamsSchema, response: { 200: assetUsesSchema } } },
  /** Deletes a file; one still used only when confirmed. */
  remove: {
    method: "DELETE",
    url: "/api/config/assets/:id",
    schema: { params: assetParamsSchema, querystring: assetDeleteQuerySchema, response: { 204: z.null() } },
  },
} satisfies Record<string, ApiRoute>;
