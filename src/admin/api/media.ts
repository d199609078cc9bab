import type { z } from "zod";
import type { assetSchema } from "../../domain/api/media";
import { api } from "./client";

/** An uploaded file or image (docs/media.md), as the assets routes answer it. */
export type Asset = z.output<typeof assetSchema>;

/** The media calls the image, gallery, audio and album panels use. */
export const mediaApi = {
  images: async () => (await api.get<{ assets: Asset[] }>("/api/config/assets?kind=image")).assets,
  upload: async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return (await api.upload<{ asset: Asset }>("/api/config/assets?kind=image", form)).asset;
  },
  /** The site's uploaded audio files (MP3, M4A, AAC, Ogg, WAV), oldest first. */
  audioFiles: async () => (await api.get<{ assets: Asset[] }>("/api/config/assets?kind=file")).assets.filter((asset) => asset.contentType.startsWith("audio/")),
  /** Uploads any supported file; the server decides from its content what it is. */
  uploadFile: async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return (await api.upload<{ asset: Asset }>("/api/config/assets", form)).asset;
  },
};
