import { z } from "zod";
import { isId } from "../ids";

/** What an upload or a listing keeps to: `?kind=image` takes or lists images only; a crumb may ride along. */
export const assetsQuerySchema = z.strictObject({ kind: z.enum(["image", "file"]).optional(), crumb: z.string().optional() });

/** The path of one asset's calls. */
export const assetParamsSchema = z.strictObject({ id: z.string().refine(isId, "is not an asset id.") });

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

/** The answer of `GET /api/config/assets`: the site's uploads. */
export const assetListSchema = z.object({ assets: z.array(assetSchema) });
