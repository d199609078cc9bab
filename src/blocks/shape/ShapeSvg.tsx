import { ShapeGeometry, SHAPE_SIZES, type ShapeName, type ShapeSize } from "./shapeGeometry";

/** The SVG picture of a shape in its size class: a box 100 wide and 100, 150 or 67 high, scaled to its container. */
export function ShapeSvg({ shape, size, className }: { shape: ShapeName; size: ShapeSize; className: string }) {
  const height = SHAPE_SIZES[size];
  return (
    <svg className={className} viewBox={`0 0 100 ${height}`} aria-hidden="true" focusable="false">
      <ShapeGeometry shape={shape} height={height} />
    </svg>
  );
}
