import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { shapeSchema, type ShapeSettings } from "./schema";
import { SHAPE_SIZES } from "./shapeGeometry";
import { ShapeSvg } from "./ShapeSvg";

/**
 * Renders a shape filling its block's width at its size class's proportions; CSS keeps it
 * fitted as the block's width changes (aspect-ratio, text sized in container units). Without
 * text the whole shape is hidden from screen readers; with text only the text is read.
 */
export function ShapeBlock({ id, settings }: BlockRenderProps<ShapeSettings>) {
  const decorative = settings.text === "";
  return (
    <BlockFrame id={id} type={shapeSchema.type} code={shapeSchema.code}>
      <div
        className={`tsr-shape tsr-shape--${settings.colour}`}
        data-size-class={SHAPE_SIZES[settings.size]}
        style={{ aspectRatio: `100 / ${SHAPE_SIZES[settings.size]}` }}
        aria-hidden={decorative ? "true" : undefined}
      >
        <ShapeSvg className="tsr-shape__svg" shape={settings.shape} size={settings.size} />
        {decorative ? null : <p className="tsr-shape__text">{settings.text}</p>}
      </div>
    </BlockFrame>
  );
}
