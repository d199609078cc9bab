/**
 * Where Tab moves inside a focus trap of `count` elements: from the last to the first, with
 * Shift from the first to the last, and from outside the trap (index -1) to its first or last.
 * Null when Tab may move on its own (the browser's next element is still inside).
 */
export function trappedFocusIndex(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}
