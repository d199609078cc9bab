import type { z } from "zod";
import type { editorLayoutSchema } from "../../domain/api/layouts";
import type { Layout } from "../../blocks/types";
import { api } from "./client";

/** A page's or post's layout as the block editor reads it; its draft is a checked layout (complete section styles). */
export type EditorLayout = Omit<z.output<typeof editorLayoutSchema>, "draft"> & { draft: Layout };

/** The block editor's calls: read, save with the version read, publish, discard; their shapes are the route schemas of src/domain/api/layouts.ts. */
export const layoutsApi = {
  read: (ownerId: string) => api.get<EditorLayout>(`/api/config/layouts/${ownerId}`),
  save: (ownerId: string, version: number, draft: Layout) => api.put<EditorLayout>(`/api/config/layouts/${ownerId}`, { version, draft }),
  publish: (ownerId: string, version: number) => api.post<EditorLayout>(`/api/config/layouts/${ownerId}/publish`, { version }),
  discard: (ownerId: string, version: number) => api.post<EditorLayout>(`/api/config/layouts/${ownerId}/discard`, { version }),
};
