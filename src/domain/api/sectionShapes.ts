import { z } from "zod";

/** A block's place on a section's grid as answers give it: 1-based column and row, width in columns, height in rows. */
const gridPlaceSchema = z.object({ column: z.number(), row: z.number(), width: z.number(), height: z.number() });

/** One block of a section as answers give it: its id, type, settings, grid places, stacking layer and animation. */
const placedBlockSchema = z.object({
  id: z.string(),
  type: z.string(),
  settings: z.record(z.string(), z.unknown()),
  desktop: gridPlaceSchema,
  phone: gridPlaceSchema.optional(),
  layer: z.number().optional(),
  animation: z.string().optional(),
});

/**
 * A section with its style and blocks as the layout and section library routes answer it (the
 * style and places are checked by blocks/sections when saved, not here).
 */
export const sectionAnswerSchema = z.object({ id: z.string(), style: z.record(z.string(), z.unknown()), blocks: z.array(placedBlockSchema) });
