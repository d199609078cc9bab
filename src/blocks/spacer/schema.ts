import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { SpacerPreview } from "./SpacerPreview";

const settings = z.strictObject({
  height: z.number().int().min(8).max(400).default(48),
});

/** Settings of a spacer: its height in pixels. */
export type SpacerSettings = z.infer<typeof settings>;

/** Empty vertical space between blocks. */
export const spacerSchema: BlockSchemaDefinition<SpacerSettings> = {
  type: "spacer",
  code: BLOCK_TYPE.spacer,
  label: "Spacer",
  description: "Room to breathe between blocks.",
  category: "layout",
  schema: settings,
  example: { height: 48 },
  Preview: SpacerPreview,
};
