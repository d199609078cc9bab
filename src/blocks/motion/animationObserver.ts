import { ANIMATION_LIMITS } from "../../domain/limits/layoutLimits";

/** The part of an IntersectionObserver the watcher uses, so tests can hand in a controlled one. */
interface ObserverLike {
  observe(element: Element): void;
  unobserve(element: Element): void;
}

/** Makes the observer; the browser's IntersectionObserver unless a test gives its own. */
export type ObserverFactory = (callback: IntersectionObserverCallback, options: IntersectionObserverInit) => ObserverLike;

const browserObserver: ObserverFactory = (callback, options) => new IntersectionObserver(callback, options);

/**
 * The block has come into view: at least `ratio` of it is visible, or, for a block taller than
 * the screen can ever show that share of, its visible part fills that share of the screen.
 */
export function hasEntered(
  entry: Pick<IntersectionObserverEntry, "isIntersecting" | "intersectionRatio" | "intersectionRect" | "rootBounds">,
  ratio: number,
): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= ratio) return true;
  return entry.rootBounds !== null && entry.intersectionRect.height >= entry.rootBounds.height * ratio;
}

/**
 * Watches elements with one IntersectionObserver (thresholds 0, .1, .25, .5 and 1, spec 1 §9)
 * made on the first watch, and calls `onEnter` once for each when it has come into view (by
 * default half of it visible), then stops watching it.
 */
export function entranceWatcher(onEnter: (element: Element) => void, options: { ratio?: number; create?: ObserverFactory } = {}): (element: Element) => void {
  const ratio = options.ratio ?? ANIMATION_LIMITS.observerDefaultRatio;
  let observer: ObserverLike | null = null;
  return (element) => {
    observer ??= (options.create ?? browserObserver)(
      (entries) => {
        for (const entry of entries) {
          if (!hasEntered(entry, ratio)) continue;
          observer?.unobserve(entry.target);
          onEnter(entry.target);
        }
      },
      { threshold: [...ANIMATION_LIMITS.observerThresholds] },
    );
    observer.observe(element);
  };
}
