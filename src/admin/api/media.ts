import type { z } from "zod";
import type { assetListSchema, assetSchema, assetUseSchema } from "../../domain/api/media";
import { api } from "./client";
import { uploadWithProgress, type UploadProgress } from "./uploadWithProgress";

/** An uploaded file or image (docs/media.md), as the assets routes answer it. */
export type Asset = z.output<typeof assetSchema>;
/** One page of the media library: its files and how many match in all. */
export type AssetPage = z.output<typeof assetListSchema>;
/** One place a file is used (a page, post, product, saved section or the site's settings). */
export type AssetUse = z.output<typeof assetUseSchema>;

/** What a listing asks for: one kind, a name to search, and a page. */
export interface AssetQuery {
  kind?: "image" | "file";
  q?: string;
  offset?: number;
  limit?: number;
}

function queryOf(query: AssetQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The media calls of the image fields, the image, gallery, audio and album panels and the media library. */
export const mediaApi = {
  images: async () => (await api.get<AssetPage>("/api/config/assets?kind=image")).assets,
  /** One page of the site's files, searched by name. */
  page: (query: AssetQuery) => api.get<AssetPage>(`/api/config/assets${queryOf(query)}`),
  upload: (file: File, onProgress: UploadProgress = () => undefined) => mediaApi.uploadTo("/api/config/assets?kind=image", file, onProgress),
  /** The site's uploaded audio files (MP3, M4A, AAC, Ogg, WAV), oldest first. */
  audioFiles: async () => (await api.get<AssetPage>("/api/config/assets?kind=file")).assets.filter((asset) => asset.contentType.startsWith("audio/")),
  /** Uploads any supported file; the server decides from its content what it is. */
  uploadFile: (file: File, onProgress: UploadProgress = () => undefined) => mediaApi.uploadTo("/api/config/assets", file, onProgress),
  uploadTo: async (url: string, file: File, onProgress: UploadProgress) => (await uploadWithProgress<{ asset: Asset }>(url, file, onProgress)).asset,
  /** Puts a new file under an asset's id: every use shows the new one. */
  replace: (id: string, file: File, onProgress: UploadProgress = () => undefined) => mediaApi.uploadTo(`/api/config/assets/${id}/replace`, file, onProgress),
  rename: async (id: string, fileName: string) => (await api.patch<{ asset: Asset }>(`/api/config/assets/${id}`, { fileName })).asset,
  uses: async (id: string) => (await api.get<{ uses: AssetUse[] }>(`/api/config/assets/${id}/uses`)).uses,
  /** Deletes a file; one still used is refused unless `confirmed`. */
  remove: (id: string, confirmed = false) => api.delete(`/api/config/assets/${id}${confirmed ? "?confirmed=true" : ""}`),
};
