import type { z } from "zod";
import type { layoutComparisonSchema, layoutVersionListSchema } from "../../domain/api/layoutHistory";
import { api } from "./client";
import type { EditorLayout } from "./layouts";

/** A page's versions as the History panel lists them. */
export type LayoutVersionList = z.output<typeof layoutVersionListSchema>;

/** One version in the list. */
export type LayoutVersionSummary = LayoutVersionList["versions"][number];

/** What the draft changed since a version. */
export type LayoutComparison = z.output<typeof layoutComparisonSchema>;

/** The History panel's calls; their shapes are the route schemas of src/domain/api/layoutHistory.ts. */
export const layoutHistoryApi = {
  list: (ownerId: string) => api.get<LayoutVersionList>(`/api/config/layouts/${ownerId}/versions`),
  compare: (ownerId: string, versionId: string) => api.get<LayoutComparison>(`/api/config/layouts/${ownerId}/versions/${versionId}/comparison`),
  restore: (ownerId: string, versionId: string, version: number) =>
    api.post<EditorLayout>(`/api/config/layouts/${ownerId}/versions/${versionId}/restore`, { version }),
};
