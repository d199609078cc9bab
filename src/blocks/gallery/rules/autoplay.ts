import { GALLERY_LIMITS } from "../../../domain/limits/galleryLimits";

/** Timers, injectable so tests drive time by hand. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Reasons autoplay holds still; it runs only when none applies. */
export type PauseReason = "hover" | "video" | "hidden";

/** How an autoplaying gallery behaves. */
export interface AutoplayOptions {
  timeoutMs?: number;
  randomize?: boolean;
  /** 0 ≤ random() < 1; Math.random by default. */
  random?: () => number;
  scheduler: Scheduler;
  /** The current index and slide count, read at each tick. */
  position(): { index: number; count: number };
  /** Moves to the given index. */
  advance(index: number): void;
}

/** Autoplay is off when the page address carries nomotion=true (spec 2 §2, §4). */
export function motionAllowed(search: string): boolean {
  return new URLSearchParams(search).get("nomotion") !== "true";
}

/** The next autoplay index: the following slide, or a random other one when randomised. */
export function nextAutoplayIndex(index: number, count: number, randomize: boolean, random: () => number): number {
  if (count <= 1) return 0;
  if (!randomize) return (index + 1) % count;
  const pick = Math.floor(random() * (count - 1));
  return pick >= index ? pick + 1 : pick;
}

/**
 * Advances a gallery on a timer (5000 ms by default), holding while any pause reason applies
 * (the pointer over the gallery or its controls, a video showing, the page hidden) and
 * starting a full interval again when the last one clears.
 */
export class Autoplay {
  private handle: unknown = null;
  private running = false;
  private readonly reasons = new Set<PauseReason>();
  private readonly timeoutMs: number;

  constructor(private readonly options: AutoplayOptions) {
    this.timeoutMs = options.timeoutMs ?? GALLERY_LIMITS.autoplay.timeoutMs;
  }

  /** Whether a timer is waiting to advance. */
  get ticking(): boolean {
    return this.handle !== null;
  }

  start(): void {
    this.running = true;
    this.schedule();
  }

  stop(): void {
    this.running = false;
    this.clear();
  }

  pause(reason: PauseReason): void {
    this.reasons.add(reason);
    this.clear();
  }

  resume(reason: PauseReason): void {
    this.reasons.delete(reason);
    this.schedule();
  }

  /** Restarts the interval after a manual move, so a slide always shows for a full interval. */
  restart(): void {
    this.clear();
    this.schedule();
  }

  private clear(): void {
    if (this.handle !== null) this.options.scheduler.clearTimeout(this.handle);
    this.handle = null;
  }

  private schedule(): void {
    if (!this.running || this.reasons.size > 0 || this.handle !== null) return;
    this.handle = this.options.scheduler.setTimeout(() => {
      this.handle = null;
      const { index, count } = this.options.position();
      this.options.advance(nextAutoplayIndex(index, count, this.options.randomize ?? GALLERY_LIMITS.autoplay.randomize, this.options.random ?? Math.random));
      this.schedule();
    }, this.timeoutMs);
  }
}
