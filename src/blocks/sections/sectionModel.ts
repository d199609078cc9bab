import { z } from "zod";
import { focalPointSchema, imageSourceSchema } from "../image/imageSource";
import type { BlockAnimation } from "../motion/motionModel";

/** Columns of a section's grid on wide screens and on phones. */
export const GRID_COLUMNS = { desktop: 24, phone: 8 } as const;

/** The most rows a placement may reach (a guard against runaway values from imports). */
export const MAX_GRID_ROWS = 400;

/** The highest stacking layer a block may take (0, the default, is the back). */
export const MAX_LAYER = 99;

/** The two arrangements a section keeps: the wide screen's and the phone's. */
export type Arrangement = keyof typeof GRID_COLUMNS;

/**
 * Where a block sits on its section's grid: 1-based column and row, width in columns and
 * height in rows. Rows grow with their content (`minmax(row size, auto)`), so a height is a
 * minimum, never a clip.
 */
export interface GridPlace {
  column: number;
  row: number;
  width: number;
  height: number;
}

/** A grid placement checked against an arrangement's column count. */
export function gridPlaceSchema(columns: number) {
  return z
    .strictObject({
      column: z.number().int().min(1).max(columns),
      row: z.number().int().min(1).max(MAX_GRID_ROWS),
      width: z.number().int().min(1).max(columns),
      height: z.number().int().min(1).max(MAX_GRID_ROWS),
    })
    .refine((p) => p.column + p.width - 1 <= columns, {
      message: `A block must end within the grid's ${columns} columns.`,
      path: ["width"],
    });
}

/** The site palette's colours a section background may take (the theme's CSS variables). */
export const SECTION_COLOURS = ["paper", "surface", "accent", "ink", "muted"] as const;

/** A section's background: none, a theme colour, an image with its focal point, or a muted looping video. */
export const sectionBackgroundSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("none") }),
  z.strictObject({ kind: z.literal("colour"), colour: z.enum(SECTION_COLOURS) }),
  z.strictObject({
    kind: z.literal("image"),
    src: imageSourceSchema,
    alt: z.string().max(500).default(""),
    focalPoint: focalPointSchema,
    /** Darkens the picture behind text, 0 (none) to 0.8. */
    overlay: z.number().min(0).max(0.8).default(0),
  }),
  z.strictObject({
    kind: z.literal("video"),
    src: imageSourceSchema,
    /** A still shown until the video plays and to visitors who prefer reduced motion. */
    poster: imageSourceSchema.optional(),
    overlay: z.number().min(0).max(0.8).default(0),
  }),
]);

/** How a section looks: background, height, content width, vertical alignment, padding, colour theme. */
export const sectionStyleSchema = z.strictObject({
  background: sectionBackgroundSchema.default({ kind: "none" }),
  height: z.enum(["fit", "small", "medium", "large", "full"]).default("fit"),
  width: z.enum(["narrow", "normal", "wide", "full"]).default("normal"),
  align: z.enum(["top", "middle", "bottom"]).default("top"),
  padding: z.enum(["none", "small", "medium", "large"]).default("medium"),
  /** Light or dark variant of the site's palette; the section's blocks inherit it. */
  theme: z.enum(["light", "dark"]).default("light"),
});

/** A section's complete style. */
export type SectionStyle = z.output<typeof sectionStyleSchema>;

/** The style of a new section and of the one section a migrated single-column page gets. */
export const DEFAULT_SECTION_STYLE: SectionStyle = sectionStyleSchema.parse({});

/** A block on a section's grid: the block itself and where it sits in each arrangement. */
export interface PlacedBlock {
  id: string;
  type: string;
  settings: Record<string, unknown>;
  /** Its place on the 24-column grid of wide screens. */
  desktop: GridPlace;
  /**
   * Its place on the 8-column phone grid; absent while the phone arrangement is derived from
   * the desktop one (blocks stacked full width in desktop reading order). Once the owner changes
   * the phone arrangement, every block of the section has one.
   */
  phone?: GridPlace;
  /** Stacking order where blocks overlap on purpose (higher is in front); 0 when absent. */
  layer?: number;
  /** How it comes into view when scrolled to (see motion/motionModel.ts); none when absent. */
  animation?: BlockAnimation;
}

/** A part of a page with its own style and grid of blocks. */
export interface Section {
  id: string;
  style: SectionStyle;
  blocks: PlacedBlock[];
}

/**
 * A shared section placed on a page: it stays one thing everywhere it is used, so the page keeps
 * only the reference and every page follows when it is edited and published.
 */
export interface SharedSectionPlacement {
  id: string;
  sharedSectionId: string;
}

/** One entry of a page's section list. */
export type PageSection = Section | SharedSectionPlacement;

/** Tells a shared section's placement from a section of the page's own. */
export function isSharedPlacement(section: PageSection): section is SharedSectionPlacement {
  return "sharedSectionId" in section;
}
