import { LIGHTBOX_LIMITS } from "../../domain/limits/widgetLimits";

/** Which edge region a click at x falls in: within 2% of the window's width from the left or right edge. */
export function edgeOf(x: number, windowWidth: number): "previous" | "next" | null {
  const margin = windowWidth * LIGHTBOX_LIMITS.edgeClickMarginRatio;
  if (x <= margin) return "previous";
  if (x >= windowWidth - margin) return "next";
  return null;
}

/** Which way a finished drag moves the lightbox: +1 (next) for a swipe to the left, -1 for one to the right, 0 when it is too short or more up or down than across. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < LIGHTBOX_LIMITS.swipeMinPx || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The place `target` names in a set of `count` that wraps around: one before the first is the last, one after the last is the first. */
export function wrappedIndex(target: number, count: number): number {
  return ((target % count) + count) % count;
}

/** Lets a call through at most once per interval (arrow keys: 200 ms), measured by the given clock. */
export function throttle(intervalMs: number, now: () => number): () => boolean {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    return true;
  };
}

/** The hash that tracks a lightbox item in the address. */
export function lightboxHash(itemId: string): string {
  return `#lightbox-${encodeURIComponent(itemId)}`;
}

/** The item id a hash names, or null. */
export function itemIdFromHash(hash: string): string | null {
  const match = /^#lightbox-(.+)$/.exec(hash);
  return match ? decodeURIComponent(match[1]!) : null;
}
