import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { SHAPE_SIZES, SHAPES, type ShapeSize } from "./shapeGeometry";
import { ShapePreview } from "./ShapePreview";

/** The site palette's colours a shape may be filled with, by the names the editor shows. */
const SHAPE_COLOURS = ["accent", "ink", "muted", "line", "surface", "paper"] as const;

const settings = z.strictObject({
  shape: z
    .enum(SHAPES)
    .meta({
      optionLabels: {
        rectangle: "Rectangle",
        "rounded rectangle": "Rounded rectangle",
        circle: "Circle",
        triangle: "Triangle",
        diamond: "Diamond",
        hexagon: "Hexagon",
        star: "Star",
        arrow: "Arrow",
        blob: "Blob",
      },
    })
    .default("rounded rectangle"),
  size: z
    .enum(Object.keys(SHAPE_SIZES) as [ShapeSize, ...ShapeSize[]])
    .meta({ optionLabels: { square: "Square", tall: "Tall", wide: "Wide" } })
    .default("square"),
  colour: z
    .enum(SHAPE_COLOURS)
    .meta({ optionLabels: { accent: "Accent", ink: "Ink", muted: "Muted", line: "Line", surface: "Surface", paper: "Paper" } })
    .default("accent"),
  /** Words inside the shape; without them the shape is decoration, hidden from screen readers. */
  text: z.string().trim().max(200, "The text is too long: at most 200 characters.").default(""),
});

/** Settings of a shape block: which shape, its proportions, its palette colour and optional words inside. */
export type ShapeSettings = z.infer<typeof settings>;

/**
 * A decorative or labelled shape drawn as SVG (spec 2 §3 shape, 71) in one of the size classes
 * 100, 150 and 67, re-fitting its box whenever the page is resized (spec 1 §4).
 */
export const shapeSchema: BlockSchemaDefinition<ShapeSettings> = {
  type: "shape",
  code: BLOCK_TYPE.shape,
  label: "Shape",
  description: "A rectangle, circle, star, arrow or blob in a colour of your site, with words inside if you like.",
  category: "layout",
  schema: settings,
  example: { shape: "blob", size: "square", colour: "accent", text: "New menu" },
  Preview: ShapePreview,
  summary: (s) => [textOf(s.shape), textOf(s.text)].filter(Boolean).join(" · "),
};
