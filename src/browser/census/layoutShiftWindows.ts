/** The fields of a layout-shift performance entry the layout shift score needs. */
export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/** Shifts further apart than this start a new window, ms. */
const WINDOW_GAP_MS = 1000;
/** A window never spans more than this, ms. */
const WINDOW_LENGTH_MS = 5000;

/**
 * Cumulative Layout Shift as browsers define it: shifts are grouped into session windows (each
 * shift less than 1 s after the last, a window at most 5 s long), a window's score is the sum of
 * its shifts, and the page's is the largest window's. Shifts within half a second of the
 * visitor's input are expected and not counted. Shifts are added in the order they happened.
 */
export class LayoutShiftWindows {
  private windowStart = -Infinity;
  private lastShift = -Infinity;
  private windowScore = 0;
  private largest = 0;

  /** Counts one shift. */
  add(shift: LayoutShift): void {
    if (shift.hadRecentInput) return;
    const joins = shift.startTime - this.lastShift < WINDOW_GAP_MS && shift.startTime - this.windowStart < WINDOW_LENGTH_MS;
    if (joins) this.windowScore += shift.value;
    else {
      this.windowStart = shift.startTime;
      this.windowScore = shift.value;
    }
    this.lastShift = shift.startTime;
    this.largest = Math.max(this.largest, this.windowScore);
  }

  /** The page's score so far: the largest window's. */
  get score(): number {
    return this.largest;
  }
}
