import { TWEEN_MESSAGES } from "../../domain/messages/runtimeMessages";
import { browserFrames, type FrameSource } from "./frames";

/** Maps a tween's progress (0 to 1) to the value it applies; ease-out by default. */
export type Easing = (progress: number) => number;

/** Starts fast and settles gently. */
const easeOut: Easing = (progress) => 1 - (1 - progress) ** 3;

/** What a tween may be given besides its step and duration. */
export interface TweenOptions {
  easing?: Easing;
  frames?: FrameSource;
  /** Runs once, after the final value is applied. */
  onEnd?: () => void;
}

/**
 * Runs `step` on each animation frame with the eased progress from 0 to 1 over `durationMs`.
 * It can be started, paused, resumed and ended; ending (early or on time) applies the final
 * value (spec 2 §4). A step that is not a function and a duration that is not a finite number
 * are refused with the spec's messages (spec 2 §5, §8).
 */
export class Tween {
  readonly #step: (progress: number) => void;
  readonly #durationMs: number;
  readonly #easing: Easing;
  readonly #frames: FrameSource;
  readonly #onEnd: (() => void) | undefined;
  #elapsed = 0;
  #since: number | null = null;
  #frame: number | null = null;
  #ended = false;

  constructor(step: (progress: number) => void, durationMs: number, options: TweenOptions = {}) {
    if (typeof step !== "function") throw new TypeError(TWEEN_MESSAGES.notAFunction);
    if (typeof durationMs !== "number" || !Number.isFinite(durationMs)) throw new TypeError(TWEEN_MESSAGES.durationNotFinite);
    this.#step = step;
    this.#durationMs = Math.max(0, durationMs);
    this.#easing = options.easing ?? easeOut;
    this.#frames = options.frames ?? browserFrames;
    this.#onEnd = options.onEnd;
  }

  /** Applies the first value and runs from the start. */
  start(): this {
    this.#elapsed = 0;
    this.#ended = false;
    this.#step(this.#easing(0));
    this.#run();
    return this;
  }

  /** Stops where it is, keeping the time run so far. */
  pause(): this {
    if (this.#since !== null) this.#elapsed += this.#frames.now() - this.#since;
    this.#stopFrames();
    return this;
  }

  /** Carries on after a pause. */
  resume(): this {
    if (!this.#ended && this.#frame === null) this.#run();
    return this;
  }

  /** Stops and applies the final value. */
  end(): void {
    if (this.#ended) return;
    this.#stopFrames();
    this.#ended = true;
    this.#step(this.#easing(1));
    this.#onEnd?.();
  }

  #run(): void {
    if (this.#durationMs === 0) {
      this.end();
      return;
    }
    this.#since = this.#frames.now();
    const tick = () => {
      const progress = Math.min(1, (this.#elapsed + this.#frames.now() - (this.#since ?? 0)) / this.#durationMs);
      if (progress >= 1) {
        this.end();
        return;
      }
      this.#step(this.#easing(progress));
      this.#frame = this.#frames.request(tick);
    };
    this.#frame = this.#frames.request(tick);
  }

  #stopFrames(): void {
    if (this.#frame !== null) this.#frames.cancel(this.#frame);
    this.#frame = null;
    this.#since = null;
  }
}

/**
 * The original product read its tween from a global a page could provide; Tessera has its own,
 * so a page that still provides one is told it is ignored (spec 2 §8).
 */
export function warnOfGlobalTween(scope: object, log: (message: string) => void = console.warn): void {
  if ("Tween" in scope) log(TWEEN_MESSAGES.deprecatedGlobal);
}
