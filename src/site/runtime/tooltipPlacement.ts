import { TOOLTIP_LIMITS } from "../../domain/limits/widgetLimits";

/** A point or a box in viewport pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(value, high));
}

/**
 * Where a tooltip goes (spec 2 §9): beside the pointer, offset by the mouse offset right and
 * down, or below the focused element when shown by keyboard; flipped above when it would pass
 * the bottom, and always kept the edge margin inside the viewport.
 */
export function tooltipPlacement(
  anchor: { pointer: { x: number; y: number } } | { element: Box },
  tooltip: { width: number; height: number },
  viewport: { width: number; height: number },
): { left: number; top: number } {
  const { mouseOffset, edgeMargin } = TOOLTIP_LIMITS;
  const below =
    "pointer" in anchor
      ? { left: anchor.pointer.x + mouseOffset, top: anchor.pointer.y + mouseOffset, above: anchor.pointer.y - mouseOffset - tooltip.height }
      : { left: anchor.element.left, top: anchor.element.top + anchor.element.height + mouseOffset, above: anchor.element.top - mouseOffset - tooltip.height };
  const fitsBelow = below.top + tooltip.height <= viewport.height - edgeMargin;
  const maxLeft = Math.max(edgeMargin, viewport.width - edgeMargin - tooltip.width);
  const maxTop = Math.max(edgeMargin, viewport.height - edgeMargin - tooltip.height);
  return {
    left: clamp(below.left, edgeMargin, maxLeft),
    top: clamp(fitsBelow ? below.top : below.above, edgeMargin, maxTop),
  };
}
