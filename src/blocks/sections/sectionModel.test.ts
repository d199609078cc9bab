import { describe, expect, it } from "vitest";
import {
  DEFAULT_SECTION_STYLE,
  gridPlaceSchema,
  GRID_COLUMNS,
  MAX_GRID_ROWS,
  SECTION_COLOURS,
  sectionBackgroundSchema,
  sectionStyleSchema,
} from "./sectionModel";

describe("the section model", () => {
  it("gives a new section no background, fitting height, normal width, top alignment, medium padding and the light theme", () => {
    expect(DEFAULT_SECTION_STYLE).toEqual({ background: { kind: "none" }, height: "fit", width: "normal", align: "top", padding: "medium", theme: "light" });
  });

  it("takes a background of each palette colour, an image with its focal point and overlay defaults, and refuses others", () => {
    for (const colour of SECTION_COLOURS) expect(sectionBackgroundSchema.parse({ kind: "colour", colour })).toEqual({ kind: "colour", colour });
    expect(sectionBackgroundSchema.parse({ kind: "image", src: "/s/abc/hero.jpg" })).toEqual({
      kind: "image",
      src: "/s/abc/hero.jpg",
      alt: "",
      focalPoint: { x: 0.5, y: 0.5 },
      overlay: 0,
    });
    expect(sectionBackgroundSchema.safeParse({ kind: "colour", colour: "hotpink" }).success).toBe(false);
    expect(sectionBackgroundSchema.safeParse({ kind: "video", src: "/s/abc/loop.mp4", overlay: 0.9 }).success).toBe(false);
    expect(sectionStyleSchema.safeParse({ height: "huge" }).success).toBe(false);
  });

  it("keeps grid places within the arrangement's columns and the grid's rows", () => {
    const desktop = gridPlaceSchema(GRID_COLUMNS.desktop);
    expect(desktop.safeParse({ column: 13, row: 1, width: 12, height: 1 }).success).toBe(true);
    expect(desktop.safeParse({ column: 14, row: 1, width: 12, height: 1 }).error?.issues[0]?.path).toEqual(["width"]);
    expect(gridPlaceSchema(GRID_COLUMNS.phone).safeParse({ column: 1, row: 1, width: 9, height: 1 }).success).toBe(false);
    expect(desktop.safeParse({ column: 1, row: MAX_GRID_ROWS + 1, width: 1, height: 1 }).success).toBe(false);
  });
});
