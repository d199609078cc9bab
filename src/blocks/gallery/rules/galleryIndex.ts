/** Where a move ended up: the new index, and the edge event when loop is off and the move could not happen. */
export interface IndexStep {
  index: number;
  moved: boolean;
  direction: "forward" | "reverse";
  reached: "reachedBeginning" | "reachedEnd" | null;
}

/**
 * The gallery's current index made safe (spec 2 §4): non-numbers become 0, negatives wrap,
 * values wrap modulo the slide count.
 */
export function normalizeIndex(value: unknown, count: number): number {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(number) || count <= 0) return 0;
  const whole = Math.trunc(number);
  return ((whole % count) + count) % count;
}

/** Previous (-1) or next (+1): wraps with loop on; with loop off stays put and names the edge reached. */
export function stepIndex(current: number, delta: -1 | 1, count: number, loop: boolean): IndexStep {
  const direction = delta > 0 ? "forward" : "reverse";
  if (count <= 1) return { index: 0, moved: false, direction, reached: delta > 0 ? "reachedEnd" : "reachedBeginning" };
  const target = current + delta;
  if (!loop && target < 0) return { index: current, moved: false, direction, reached: "reachedBeginning" };
  if (!loop && target >= count) return { index: current, moved: false, direction, reached: "reachedEnd" };
  return { index: normalizeIndex(target, count), moved: true, direction, reached: null };
}

/** The state of a gallery that matters when another asks to change index. */
export interface MotionState {
  inMotion: boolean;
  index: number;
}

/** Changing the index is refused while this gallery, or a linked one at another index, is moving (spec 2 §4). */
export function canChangeIndex(self: MotionState, linked: readonly MotionState[]): boolean {
  if (self.inMotion) return false;
  return !linked.some((other) => other.inMotion && other.index !== self.index);
}

/** Which controls carry the disabled class: the ends, when loop is off. */
export function disabledControls(index: number, count: number, loop: boolean): { previous: boolean; next: boolean } {
  if (loop && count > 1) return { previous: false, next: false };
  return { previous: index <= 0, next: index >= count - 1 };
}
