import { expandable } from "../../browser/motion/expandable";
import { Tween } from "../../browser/motion/tween";
import { ANIMATION_LIMITS } from "../../domain/limits/layoutLimits";
import type { EntranceAnimation } from "./motionModel";

/** Every animation lasts the spec's default 0.3 s (spec 1 §9). */
export const ENTRANCE_MS = ANIMATION_LIMITS.defaultDurationSeconds * 1000;

/** The opacity and transform of a fading or scaling block at `progress` (0 to 1): scale runs from 0.94 to 1 (spec 1 §4, §9). */
export function entranceStyle(animation: "fade" | "scale", progress: number): { opacity: string; transform: string } {
  const factor = ANIMATION_LIMITS.scaleDownFactor;
  return {
    opacity: String(progress),
    transform: animation === "scale" ? `scale(${factor + (1 - factor) * progress})` : "",
  };
}

/**
 * Puts a block in its state before it comes in: a fading or scaling one transparent (still read
 * by screen readers), an expanding one closed to no height with its content kept.
 */
export function prepareEntrance(root: HTMLElement, animation: EntranceAnimation): void {
  root.dataset.motionState = "waiting";
  const block = root.firstElementChild;
  if (animation === "expandable" && block instanceof HTMLElement) {
    block.style.height = "0px";
    block.style.overflow = "hidden";
  }
}

/** Brings a prepared block in with its animation over 0.3 s; it is left with no inline style once in. */
export function runEntrance(root: HTMLElement, animation: EntranceAnimation): Tween {
  root.dataset.motionState = "running";
  const done = () => {
    root.dataset.motionState = "done";
  };
  const block = root.firstElementChild;
  if (animation === "expandable" && block instanceof HTMLElement) {
    return expandable(block, true, ENTRANCE_MS, done);
  }
  return new Tween(
    (progress) => {
      Object.assign(root.style, entranceStyle(animation === "scale" ? "scale" : "fade", progress));
    },
    ENTRANCE_MS,
    {
      onEnd: () => {
        root.style.opacity = "";
        root.style.transform = "";
        done();
      },
    },
  ).start();
}
