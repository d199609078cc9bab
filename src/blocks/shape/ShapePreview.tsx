import type { ShapeSettings } from "./schema";
import { ShapeSvg } from "./ShapeSvg";

/** The catalogue's picture of a shape: its example drawn small. */
export function ShapePreview({ example }: { example: ShapeSettings }) {
  return <ShapeSvg className="preview-shape" shape={example.shape} size={example.size} />;
}
