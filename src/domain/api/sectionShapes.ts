import { z } from "zod";

/** A block's place on a section's grid as answers give it: 1-based column and row, width in columns, height in rows. */
export const gridPlaceShape = z.object({ column: z.number(), row: z.number(), width: z.number(), height: z.number() });

/** A block's settings: free-form here, because each block type's own schema checks them (blocks/schemaRegistry.ts). */
export const blockSettingsSchema = z.record(z.string(), z.unknown());

/** A section's style: free-form here, because blocks/sections/sectionModel.ts checks it when saved. */
export const sectionStyleShape = z.record(z.string(), z.unknown());

/** One block of a section as answers give it: its id, type, settings, grid places, stacking layer and animation. */
export const placedBlockSchema = z.object({
  id: z.string(),
  type: z.string(),
  settings: blockSettingsSchema,
  desktop: gridPlaceShape,
  phone: gridPlaceShape.optional(),
  layer: z.number().optional(),
  animation: z.string().optional(),
});

/**
 * A section with its style and blocks as the layout and section library routes answer it (the
 * style and places are checked by blocks/sections when saved, not here).
 */
export const sectionAnswerSchema = z.object({ id: z.string(), style: sectionStyleShape, blocks: z.array(placedBlockSchema) });

/** A shared section placed on a page: the page keeps only its own id for the place and the shared section's id. */
export const sharedPlacementSchema = z.object({ id: z.string(), sharedSectionId: z.string() });
