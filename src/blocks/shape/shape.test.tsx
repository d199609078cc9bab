import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { shapeSchema } from "./schema";
import { ShapeBlock } from "./ShapeBlock";
import { SHAPES, SHAPE_SIZES } from "./shapeGeometry";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };

function render(settings: unknown): string {
  return renderToStaticMarkup(<ShapeBlock id={"d".repeat(24)} settings={shapeSchema.schema.parse(settings)} context={context} />);
}

describe("shape block", () => {
  it("offers the spec's size classes 100, 150 and 67 by name, and palette colours only", () => {
    expect(shapeSchema.code).toBe(BLOCK_TYPE.shape);
    expect(SHAPE_SIZES).toEqual({ square: 100, tall: 150, wide: 67 });
    expect(shapeSchema.schema.parse({})).toEqual({ shape: "rounded rectangle", size: "square", colour: "accent", text: "" });
    expect(shapeSchema.schema.safeParse({ colour: "#ff0000" }).success).toBe(false);
    expect(shapeSchema.schema.safeParse({ size: 150 }).success).toBe(false);
  });

  it("draws every shape inside its size class's box", () => {
    for (const shape of SHAPES) {
      for (const [size, height] of Object.entries(SHAPE_SIZES)) {
        const html = render({ shape, size });
        expect(html).toContain(`viewBox="0 0 100 ${height}"`);
        expect(html).toContain(`aspect-ratio:100 / ${height}`);
        const numbers = [...html.matchAll(/\s(?:points|d)="([^"]+)"/g)].flatMap((m) => m[1]!.match(/-?[\d.]+/g)!.map(Number));
        expect(
          numbers.every((n) => n >= 0 && n <= Math.max(100, height)),
          `${shape} ${size}`,
        ).toBe(true);
      }
    }
  });

  it("hides a decorative shape from screen readers and lets a shape with text read its text", () => {
    expect(render({ shape: "star" })).toMatch(/<div class="tsr-shape tsr-shape--accent" data-size-class="100" style="[^"]*" aria-hidden="true">/);
    const labelled = render({ shape: "circle", colour: "ink", text: "New menu" });
    expect(labelled).toContain('<div class="tsr-shape tsr-shape--ink" data-size-class="100" style="aspect-ratio:100 / 100">');
    expect(labelled).toContain('<svg class="tsr-shape__svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false">');
    expect(labelled).toContain('<p class="tsr-shape__text">New menu</p>');
  });
});
