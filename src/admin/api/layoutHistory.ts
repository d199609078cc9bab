import type { z } from "zod";
import { layoutHistoryRoutes, type layoutComparisonSchema, type layoutVersionListSchema } from "../../domain/api/layoutHistory";
import { call } from "./call";
import { checked } from "./layouts";

/** A page's versions as the History panel lists them. */
type LayoutVersionList = z.output<typeof layoutVersionListSchema>;

/** One version in the list. */
export type LayoutVersionSummary = LayoutVersionList["versions"][number];

/** What the draft changed since a version. */
export type LayoutComparison = z.output<typeof layoutComparisonSchema>;

/** The History panel's calls, made from the routes of src/domain/api/layoutHistory.ts. */
export const layoutHistoryApi = {
  list: (ownerId: string) => call(layoutHistoryRoutes.list, { params: { ownerId } }),
  compare: (ownerId: string, versionId: string) => call(layoutHistoryRoutes.compare, { params: { ownerId, versionId } }),
  restore: (ownerId: string, versionId: string, version: number) =>
    checked(call(layoutHistoryRoutes.restore, { params: { ownerId, versionId }, body: { version } })),
};
