import type { BlockInstance } from "../../blocks/types";
import { api } from "./client";

/** A page's or post's layout as the block editor reads it. */
export interface EditorLayout {
  ownerId: string;
  draft: { blocks: BlockInstance[] };
  draftVersion: number;
  isPublished: boolean;
  hasChanges: boolean;
  publishedAt: string | null;
  owner: { kind: "page" | "post"; title: string; path: string; blogId: string | null };
}

/** The block editor's calls: read, save with the version read, publish, discard. */
export const layoutsApi = {
  read: (ownerId: string) => api.get<EditorLayout>(`/api/config/layouts/${ownerId}`),
  save: (ownerId: string, version: number, blocks: BlockInstance[]) => api.put<EditorLayout>(`/api/config/layouts/${ownerId}`, { version, draft: { blocks } }),
  publish: (ownerId: string, version: number) => api.post<EditorLayout>(`/api/config/layouts/${ownerId}/publish`, { version }),
  discard: (ownerId: string, version: number) => api.post<EditorLayout>(`/api/config/layouts/${ownerId}/discard`, { version }),
};
