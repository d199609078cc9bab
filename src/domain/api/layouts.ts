import { z } from "zod";
import type { ApiRoute } from "./route";
import { layoutInputSchema } from "./layoutInput";
import { sectionAnswerSchema, sharedPlacementSchema } from "./sectionShapes";

/** The draft version an editor read; a save, publish or discard sends it back so no one overwrites another's change. */
const versionSchema = z.number({ message: "Send the draft version you read." }).int().min(0);

/** A section of the page's own (style as blocks/sections/sectionModel.ts checks it), or a shared section's placement. */
const pageSectionSchema = z.union([sectionAnswerSchema, sharedPlacementSchema]);

/** A page's or post's layout as answers give it: its sections in order, as the layout rules keep them. */
export const layoutAnswerSchema = z.object({ sections: z.array(pageSectionSchema) });

/** A page's or post's layout as the block editor reads it and every layout route answers it. */
export const editorLayoutSchema = z.object({
  ownerId: z.string(),
  draft: layoutAnswerSchema,
  draftVersion: z.number(),
  isPublished: z.boolean(),
  hasChanges: z.boolean(),
  publishedAt: z.string().nullable(),
  owner: z.object({
    kind: z.enum(["page", "post"]),
    title: z.string(),
    path: z.string(),
    blogId: z.string().nullable(),
    /** Whether visitors see the page or post: by its own state, so a hidden post never shows as Available; Needs Review and Private by name. */
    label: z.enum(["Available", "Scheduled", "Hidden", "Needs Review", "Private"]),
    /** When a scheduled post shows itself. */
    publishOn: z.string().nullable(),
  }),
});

/** The path of a layout route: the page or post the layout belongs to. */
const layoutParamsSchema = z.object({ ownerId: z.string() });

/** What `PUT /api/config/layouts/:ownerId` takes: the version read and the new draft (checked section by section and block by block by the layout rules). */
const layoutSaveSchema = z.strictObject({ version: versionSchema, draft: layoutInputSchema });

/** What the publish and discard routes take: the version read. */
export const layoutVersionSchema = z.strictObject({ version: versionSchema });

/** The block editor's layout routes (content manager): read, save with the version read, publish, discard. */
export const layoutRoutes = {
  read: { method: "GET", url: "/api/config/layouts/:ownerId", schema: { params: layoutParamsSchema, response: { 200: editorLayoutSchema } } },
  save: {
    method: "PUT",
    url: "/api/config/layouts/:ownerId",
    schema: { params: layoutParamsSchema, body: layoutSaveSchema, response: { 200: editorLayoutSchema } },
  },
  publish: {
    method: "POST",
    url: "/api/config/layouts/:ownerId/publish",
    schema: { params: layoutParamsSchema, body: layoutVersionSchema, response: { 200: editorLayoutSchema } },
  },
  discard: {
    method: "POST",
    url: "/api/config/layouts/:ownerId/discard",
    schema: { params: layoutParamsSchema, body: layoutVersionSchema, response: { 200: editorLayoutSchema } },
  },
} satisfies Record<string, ApiRoute>;
