import { prefersReducedMotion } from "../../browser/motion/frames";
import { warnOfGlobalTween } from "../../browser/motion/tween";
import { entranceWatcher } from "./animationObserver";
import { prepareEntrance, runEntrance } from "./entrance";
import { animationOf } from "./motionModel";
import { shrinkToFit } from "./textShrink";

warnOfGlobalTween(window);

const watch = entranceWatcher((element) => {
  const root = element as HTMLElement;
  const animation = animationOf({ animation: root.dataset.motion });
  if (animation) runEntrance(root, animation);
});

/**
 * Motion on a page (loaded only where a block is animated or a heading shrinks to fit): an
 * animated block waits, unseen, until half of it is on screen and then comes in with its
 * animation; a heading that shrinks to fit keeps to one line. Visitors who prefer reduced
 * motion see every block at once, without animation, and headings at their own size (wrapping).
 */
export function mount(root: HTMLElement): void {
  const animation = animationOf({ animation: root.dataset.motion });
  if (animation && !prefersReducedMotion()) {
    prepareEntrance(root, animation);
    watch(root);
  }
  const line = root.querySelector<HTMLElement>(":scope > [data-text-shrink]");
  if (!line) return;
  if (prefersReducedMotion()) line.dataset.textShrink = "still";
  else shrinkToFit(line);
}
