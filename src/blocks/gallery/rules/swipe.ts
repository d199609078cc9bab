import { GALLERY_LIMITS } from "../../../domain/limits/galleryLimits";

/** A finished drag: horizontal distance (px, positive to the right), duration and the width it moved across. */
export interface Drag {
  dx: number;
  dy?: number;
  durationMs: number;
}

/** Whether a pointer has moved far enough to count as a drag rather than a click (10 px). */
export function isDrag(dx: number, dy = 0): boolean {
  return Math.hypot(dx, dy) >= GALLERY_LIMITS.swipe.dragDetectPx;
}

/**
 * A swipe in the scroll design (spec 2 §4): at least 50 px within 250 ms. Left means next.
 * Answers +1 (next), -1 (previous) or 0 (no swipe).
 */
export function scrollDesignSwipe(drag: Drag): -1 | 0 | 1 {
  const rule = GALLERY_LIMITS.scrollDesignSwipe;
  if (drag.durationMs > rule.maxDurationMs || Math.abs(drag.dx) < rule.minDistancePx) return 0;
  if (drag.dy !== undefined && Math.abs(drag.dy) > Math.abs(drag.dx)) return 0;
  return drag.dx < 0 ? 1 : -1;
}

/** A new-swipe drag counts when it passes half the width or its velocity (px per ms) is above 1. */
export function newSwipeCommits(drag: Drag, width: number): -1 | 0 | 1 {
  const rule = GALLERY_LIMITS.newSwipe;
  const velocity = Math.abs(drag.dx) / Math.max(1, drag.durationMs);
  if (Math.abs(drag.dx) <= width * rule.dragWidthRatio && velocity <= rule.velocityThreshold) return 0;
  return drag.dx < 0 ? 1 : -1;
}

/**
 * How long a new-swipe transition takes for the distance left to travel (0-1 of the width):
 * 0.3 to 0.5 s, or 0.2 to 0.4 s below 767 px.
 */
export function newSwipeSeconds(remainingRatio: number, viewportWidth: number): number {
  const rule = GALLERY_LIMITS.newSwipe;
  const range = viewportWidth < rule.narrowBelowWidth ? rule.narrowTransitionSeconds : rule.transitionSeconds;
  const share = Math.min(1, Math.max(0, remainingRatio));
  return Math.round((range.min + (range.max - range.min) * share) * 1000) / 1000;
}
