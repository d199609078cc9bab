import { ANIMATION_LIMITS } from "../../domain/limits/layoutLimits";

/** The shapes the block draws. */
export const SHAPES = ["rectangle", "rounded rectangle", "circle", "triangle", "diamond", "hexagon", "star", "arrow", "blob"] as const;
/** One of SHAPES. */
export type ShapeName = (typeof SHAPES)[number];

const [SQUARE, TALL, WIDE] = ANIMATION_LIMITS.shapeSizeClasses;

/**
 * The size classes of spec 1 §9 (100, 150, 67): a shape's height as a percentage of its width,
 * named as the editor shows them.
 */
export const SHAPE_SIZES = { square: SQUARE, tall: TALL, wide: WIDE } as const;
/** One of the size class names. */
export type ShapeSize = keyof typeof SHAPE_SIZES;

/** Points given on a unit square, stretched over a box 100 wide and `height` high. */
function polygon(points: readonly (readonly [number, number])[], height: number): string {
  return points.map(([x, y]) => `${round(x * 100)},${round(y * height)}`).join(" ");
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A five-pointed star's ten corners on the unit square, outer and inner in turn. */
const STAR = Array.from({ length: 10 }, (_, index) => {
  const radius = index % 2 === 0 ? 0.5 : 0.2;
  const angle = -Math.PI / 2 + (index * Math.PI) / 5;
  return [0.5 + radius * Math.cos(angle), 0.52 + radius * Math.sin(angle)] as const;
});

const UNIT_POLYGONS: Partial<Record<ShapeName, readonly (readonly [number, number])[]>> = {
  triangle: [
    [0.5, 0],
    [1, 1],
    [0, 1],
  ],
  diamond: [
    [0.5, 0],
    [1, 0.5],
    [0.5, 1],
    [0, 0.5],
  ],
  hexagon: [
    [0.25, 0],
    [0.75, 0],
    [1, 0.5],
    [0.75, 1],
    [0.25, 1],
    [0, 0.5],
  ],
  star: STAR,
  arrow: [
    [0, 0.3],
    [0.6, 0.3],
    [0.6, 0],
    [1, 0.5],
    [0.6, 1],
    [0.6, 0.7],
    [0, 0.7],
  ],
};

/** A soft blob as cubic curves on the unit square. */
const BLOB: readonly (readonly number[])[] = [
  [0.52, 0.02],
  [0.78, 0.0, 0.98, 0.2, 0.97, 0.46],
  [0.96, 0.74, 0.76, 0.98, 0.49, 0.98],
  [0.2, 0.98, 0.02, 0.78, 0.03, 0.5],
  [0.04, 0.22, 0.26, 0.04, 0.52, 0.02],
];

function blobPath(height: number): string {
  const [start, ...curves] = BLOB;
  const point = (x: number, y: number) => `${round(x * 100)} ${round(y * height)}`;
  return `M${point(start![0]!, start![1]!)} ${curves.map((c) => `C${point(c[0]!, c[1]!)} ${point(c[2]!, c[3]!)} ${point(c[4]!, c[5]!)}`).join(" ")}Z`;
}

/** The SVG element of a shape filling a box 100 wide and `height` high (its viewBox). */
export function ShapeGeometry({ shape, height }: { shape: ShapeName; height: number }) {
  if (shape === "rectangle") return <rect width="100" height={height} />;
  if (shape === "rounded rectangle") return <rect width="100" height={height} rx="12" ry="12" />;
  if (shape === "circle") return <ellipse cx="50" cy={height / 2} rx="50" ry={height / 2} />;
  if (shape === "blob") return <path d={blobPath(height)} />;
  return <polygon points={polygon(UNIT_POLYGONS[shape]!, height)} />;
}
