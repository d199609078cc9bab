/** An item's left and right edges in its carousel list's scroll space. */
export interface ItemEdges {
  start: number;
  end: number;
}

/** Which items a carousel shows whole (1-based; at least the first in view) and how many it holds. */
export function shownRange(items: readonly ItemEdges[], scrollLeft: number, viewWidth: number): { first: number; last: number; total: number } {
  const firstIndex = Math.max(
    0,
    items.findIndex((item) => item.start >= scrollLeft - 1),
  );
  let lastIndex = firstIndex;
  items.forEach((item, index) => {
    if (index > firstIndex && item.end <= scrollLeft + viewWidth + 1) lastIndex = index;
  });
  return { first: firstIndex + 1, last: lastIndex + 1, total: items.length };
}

/**
 * Where a carousel scrolls for one step back (-1) or on (1): on, to the first item not wholly in
 * view; back, by about one view, to the first item that starts within it. Stays put at an end.
 */
export function carouselStep(items: readonly ItemEdges[], scrollLeft: number, viewWidth: number, direction: -1 | 1): number {
  if (direction === 1) return items.find((item) => item.end > scrollLeft + viewWidth + 1)?.start ?? scrollLeft;
  const target = Math.max(0, scrollLeft - viewWidth);
  return items.find((item) => item.start >= target - 1)?.start ?? 0;
}
