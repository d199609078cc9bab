import { MARQUEE_LIMITS } from "../../domain/limits/layoutLimits";

/** The way the text travels. */
export type MarqueeDirection = "left" | "right";

/** How many moving copies fill a block `viewportWidth` wide with one to spare, so the loop never shows a gap. */
export function copiesNeeded(viewportWidth: number, copyWidth: number): number {
  if (copyWidth <= 0 || viewportWidth <= 0) return 0;
  return Math.ceil(viewportWidth / copyWidth) + 1;
}

/**
 * Where the track stands `elapsedMs` later: it travels at `speed` times the pace of speed 1,
 * leftwards or rightwards, and wraps after one copy's width, so it stays within (-copyWidth, 0]
 * and the copies after the first take the place of those before.
 */
export function nextOffset(offset: number, elapsedMs: number, speed: number, direction: MarqueeDirection, copyWidth: number): number {
  if (copyWidth <= 0) return 0;
  const step = (MARQUEE_LIMITS.pixelsPerSecondAtSpeedOne * speed * elapsedMs) / 1000;
  const wrapped = ((direction === "left" ? offset - step : offset + step) % copyWidth) - copyWidth;
  const within = wrapped <= -copyWidth ? wrapped + copyWidth : wrapped;
  return within === 0 ? 0 : within;
}

/**
 * How far a letter at `x` pixels from the block's left edge rises: a sine of `frequency` whole
 * waves across the block's `width`, `intensity` pixels high. The wave stands still while the
 * letters travel through it.
 */
export function waveRise(x: number, width: number, frequency: number, intensity: number): number {
  if (intensity === 0 || frequency === 0 || width <= 0) return 0;
  return intensity * Math.sin((2 * Math.PI * frequency * x) / width);
}

/** What the marquee knows about its visitor and its place on the page. */
export interface MarqueeConditions {
  reducedMotion: boolean;
  /** The block is at least the marquee's minimum width. */
  wideEnough: boolean;
  /** Some of it is on screen. */
  visible: boolean;
  pausedByButton: boolean;
  hovered: boolean;
  pausedOnHover: boolean;
}

/**
 * The text is laid out as moving copies when motion is allowed and the block is wide enough;
 * otherwise it stands still, once, wrapping like any text.
 */
export function showsCopies(conditions: MarqueeConditions): boolean {
  return !conditions.reducedMotion && conditions.wideEnough;
}

/** The copies move while on screen, unless paused by the button or by the pointer of a marquee that pauses on hover. */
export function moves(conditions: MarqueeConditions): boolean {
  return showsCopies(conditions) && conditions.visible && !conditions.pausedByButton && !(conditions.pausedOnHover && conditions.hovered);
}
