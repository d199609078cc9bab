import { z } from "zod";
import { GRID_COLUMNS, gridPlaceSchema, sectionStyleSchema, type PageSection, type PlacedBlock } from "../../../../blocks/sections/sectionModel";
import { blockAnimationSchema } from "../../../../blocks/motion/motionSchema";
import { copyBlock, copySection } from "./sectionCopies";

/** The localStorage key of the editor's clipboard: shared by every page of the site opened in this browser. */
const CLIPBOARD_KEY = "tessera-editor-clipboard";

const placedBlockSchema = z.object({
  id: z.string(),
  type: z.string(),
  // Free-form: the block type's own schema checks them when the pasted draft is saved.
  settings: z.record(z.string(), z.unknown()),
  desktop: gridPlaceSchema(GRID_COLUMNS.desktop),
  phone: gridPlaceSchema(GRID_COLUMNS.phone).optional(),
  layer: z.number().int().min(0).optional(),
  animation: blockAnimationSchema.optional(),
});

const clipSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("block"), block: placedBlockSchema }),
  z.object({
    kind: z.literal("section"),
    section: z.union([
      z.object({ id: z.string(), sharedSectionId: z.string() }),
      z.object({ id: z.string(), style: sectionStyleSchema, blocks: z.array(placedBlockSchema) }),
    ]),
  }),
]);

/** What the editor's clipboard holds: one block or one section. */
export type Clip = { kind: "block"; block: PlacedBlock } | { kind: "section"; section: PageSection };

/** Copies a block or section so it can be pasted on this page or another one. */
export function copyToClipboard(storage: Storage, clip: Clip): void {
  storage.setItem(CLIPBOARD_KEY, JSON.stringify(clip));
}

/**
 * What was last copied, with fresh ids so a paste never repeats an id already on a page; null
 * when nothing was copied or what is stored is not a block or section (another version wrote it).
 */
export function pasteFromClipboard(storage: Storage, makeId: () => string): Clip | null {
  const raw = storage.getItem(CLIPBOARD_KEY);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = clipSchema.safeParse(value);
  if (!parsed.success) return null;
  const clip = parsed.data as Clip;
  return clip.kind === "block" ? { kind: "block", block: copyBlock(clip.block, makeId) } : { kind: "section", section: copySection(clip.section, makeId) };
}
