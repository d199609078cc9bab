import type { z } from "zod";
import { assetRoutes, type assetSchema, type assetUseSchema } from "../../domain/api/media";
import { call, type CallInput } from "./call";
import { uploadWithProgress, type UploadProgress } from "./uploadWithProgress";

/** An uploaded file or image (docs/media.md), as the assets routes answer it. */
export type Asset = z.output<typeof assetSchema>;
/** One place a file is used (a page, post, product, saved section or the site's settings). */
export type AssetUse = z.output<typeof assetUseSchema>;

/** What a listing asks for: one kind, a name to search, and a page. */
export type AssetQuery = CallInput<typeof assetRoutes.list>["query"];

/** The media calls of the image fields, the image, gallery, audio and album panels and the media library. */
export const mediaApi = {
  images: async () => (await call(assetRoutes.list, { query: { kind: "image" } })).assets,
  /** One page of the site's files, searched by name. */
  page: (query: AssetQuery) => call(assetRoutes.list, { query }),
  upload: (file: File, onProgress: UploadProgress = () => undefined, signal?: AbortSignal) =>
    mediaApi.uploadTo("/api/config/assets?kind=image", file, onProgress, signal),
  /** The site's uploaded audio files (MP3, M4A, AAC, Ogg, WAV), oldest first. */
  audioFiles: async () => (await call(assetRoutes.list, { query: { kind: "file" } })).assets.filter((asset) => asset.contentType.startsWith("audio/")),
  /** Uploads any supported file; the server decides from its content what it is. */
  uploadFile: (file: File, onProgress: UploadProgress = () => undefined, signal?: AbortSignal) =>
    mediaApi.uploadTo("/api/config/assets", file, onProgress, signal),
  uploadTo: async (url: string, file: File, onProgress: UploadProgress, signal?: AbortSignal) =>
    (await uploadWithProgress<{ asset: Asset }>(url, file, onProgress, signal)).asset,
  /** Puts a new file under an asset's id: every use shows the new one. */
  replace: (id: string, file: File, onProgress: UploadProgress = () => undefined, signal?: AbortSignal) =>
    mediaApi.uploadTo(`/api/config/assets/${id}/replace`, file, onProgress, signal),
  rename: async (id: string, fileName: string) => (await call(assetRoutes.rename, { params: { id }, body: { fileName } })).asset,
  uses: async (id: string) => (await call(assetRoutes.uses, { params: { id } })).uses,
  /** Deletes a file; one still used is refused unless `confirmed`. */
  remove: (id: string, confirmed = false) => call(assetRoutes.remove, { params: { id }, query: confirmed ? { confirmed: "true" } : {} }),
};
