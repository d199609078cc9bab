import type { z } from "zod";
import type { assetSchema } from "../../domain/api/media";
import { api } from "./client";

/** An uploaded file or image (docs/media.md), as the assets routes answer it. */
export type Asset = z.output<typeof assetSchema>;

/** The media calls the image and gallery panels use. */
export const mediaApi = {
  images: async () => (await api.get<{ assets: Asset[] }>("/api/config/assets?kind=image")).assets,
  upload: async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return (await api.upload<{ asset: Asset }>("/api/config/assets?kind=image", form)).asset;
  },
};
