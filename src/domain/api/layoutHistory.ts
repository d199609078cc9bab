import { z } from "zod";
import { editorLayoutSchema, layoutAnswerSchema, layoutVersionSchema } from "./layouts";
import type { ApiRoute } from "./route";

/** The path of a page's history routes: the page or post. */
const layoutHistoryParamsSchema = z.object({ ownerId: z.string() });

/** The path of one version: the page or post, and the version. */
const layoutVersionParamsSchema = z.object({ ownerId: z.string(), versionId: z.string() });

/** Who published a version: a member's name and address, a former member, or scheduled publishing. */
const publishedBySchema = z.object({
  kind: z.enum(["member", "former-member", "schedule"]),
  /** The words a list shows: the member's name, "A former member" or "Scheduled publishing". */
  name: z.string(),
  email: z.string().nullable(),
});

/** One version in a page's history: which publish it was, when and by whom. */
const layoutVersionSummarySchema = z.object({
  id: z.string(),
  number: z.number(),
  publishedAt: z.string(),
  publishedBy: publishedBySchema,
});

/** What `GET /api/config/layouts/:ownerId/versions` answers: the versions, newest first. */
export const layoutVersionListSchema = z.object({ versions: z.array(layoutVersionSummarySchema), kept: z.number() });

/** One version with the layout it published, as stored (the layout rules checked it when it was published or imported). */
export const layoutVersionDetailSchema = layoutVersionSummarySchema.extend({ layout: layoutAnswerSchema });

/**
 * A block named in a comparison: its id, type, the block type's name and the short line of its
 * content the editor's block list shows (as the draft has it; a removed block's as the version
 * had it), with the version's line in `was` (same as `detail` unless the block changed).
 */
const comparedBlockSchema = z.object({ id: z.string(), type: z.string(), label: z.string(), detail: z.string(), was: z.string() });

/** A section named in a comparison: its id and how many blocks it holds (null for a shared section). */
const comparedSectionSchema = z.object({ id: z.string(), blocks: z.number().nullable() });

/** What changed from a version to the current draft, block by block and section by section. */
export const layoutComparisonSchema = z.object({
  versionId: z.string(),
  blocksAdded: z.array(comparedBlockSchema),
  blocksRemoved: z.array(comparedBlockSchema),
  blocksChanged: z.array(comparedBlockSchema),
  blocksMoved: z.array(comparedBlockSchema),
  sectionsAdded: z.array(comparedSectionSchema),
  sectionsRemoved: z.array(comparedSectionSchema),
  /** None of the changes above: the draft holds the version's blocks and sections, each where it was, with the same settings. */
  same: z.boolean(),
});

/** The History panel's routes (content manager): a layout's versions, one version, what the draft changed since it, and bringing it back as the draft. */
export const layoutHistoryRoutes = {
  list: {
    method: "GET",
    url: "/api/config/layouts/:ownerId/versions",
    schema: { params: layoutHistoryParamsSchema, response: { 200: layoutVersionListSchema } },
  },
  read: {
    method: "GET",
    url: "/api/config/layouts/:ownerId/versions/:versionId",
    schema: { params: layoutVersionParamsSchema, response: { 200: layoutVersionDetailSchema } },
  },
  compare: {
    method: "GET",
    url: "/api/config/layouts/:ownerId/versions/:versionId/comparison",
    schema: { params: layoutVersionParamsSchema, response: { 200: layoutComparisonSchema } },
  },
  restore: {
    method: "POST",
    url: "/api/config/layouts/:ownerId/versions/:versionId/restore",
    schema: { params: layoutVersionParamsSchema, body: layoutVersionSchema, response: { 200: editorLayoutSchema } },
  },
} satisfies Record<string, ApiRoute>;
