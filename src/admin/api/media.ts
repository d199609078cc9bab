import { api } from "./client";

/** An uploaded file or image (docs/media.md). */
export interface Asset {
  id: string;
  kind: "image" | "file";
  fileName: string;
  width: number | null;
  height: number | null;
  status: "pending" | "processing" | "ready" | "failed";
  error: string | null;
  url: string;
}

/** The media calls the image and gallery panels use. */
export const mediaApi = {
  images: async () => (await api.get<{ assets: Asset[] }>("/api/config/assets?kind=image")).assets,
  upload: async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return (await api.upload<{ asset: Asset }>("/api/config/assets?kind=image", form)).asset;
  },
};
