import { z } from "zod";
import { blockSettingsSchema, gridPlaceShape, placedBlockSchema, sectionStyleShape, sharedPlacementSchema } from "./sectionShapes";

/** A grid place as written: the four numbers and nothing else. */
const gridPlaceInputSchema = z.strictObject(gridPlaceShape.shape);

/** One block of a section as written: as answered, with its settings left out for their defaults if wished. */
const placedBlockInputSchema = z.strictObject({
  ...placedBlockSchema.shape,
  settings: blockSettingsSchema.optional(),
  desktop: gridPlaceInputSchema,
  phone: gridPlaceInputSchema.optional(),
});

/**
 * A section as a save or a site file writes it: its id, style (left out for the default style)
 * and blocks; the section rules (blocks/sections/sectionCheck.ts) then check every id, setting and
 * place and name the path of the first problem.
 */
export const sectionInputSchema = z.strictObject({ id: z.string(), style: sectionStyleShape.optional(), blocks: z.array(placedBlockInputSchema) });

/** A block of the single-column format before sections: no places, as it is stacked full width. */
const stackedBlockInputSchema = z.strictObject({ id: z.string(), type: z.string(), settings: blockSettingsSchema.optional() });

/**
 * A page's or post's layout as a save or a site file writes it: its sections (its own or shared
 * ones' places), or the `blocks` of an older client's or site file's single-column layout. The
 * layout rules (blocks/layout.ts) take one or the other, check every id, setting and place, and
 * name the path of the first problem.
 */
export const layoutInputSchema = z.strictObject({
  sections: z.array(z.union([sectionInputSchema, z.strictObject(sharedPlacementSchema.shape)])).optional(),
  blocks: z.array(stackedBlockInputSchema).optional(),
});
