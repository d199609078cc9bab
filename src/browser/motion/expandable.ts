import { Tween } from "./tween";

/** A height between `from` and `to` pixels at a tween's `progress`. */
export function heightAt(progress: number, from: number, to: number): number {
  return from + (to - from) * progress;
}

const running = new WeakMap<HTMLElement, Tween>();

/**
 * Opens or closes `element` by growing or shrinking its height over `durationMs` (the
 * expandable animation of spec 1 §4), from the height it shows now, so turning back halfway
 * does not jump. A closed element ends hidden; an open one keeps its natural height. `onEnd`
 * runs once it has.
 */
export function expandable(element: HTMLElement, open: boolean, durationMs: number, onEnd?: () => void): Tween {
  running.get(element)?.pause();
  const from = element.hidden ? 0 : element.getBoundingClientRect().height;
  element.hidden = false;
  element.style.overflow = "hidden";
  element.style.height = "";
  const to = open ? element.scrollHeight : 0;
  const tween = new Tween(
    (progress) => {
      element.style.height = `${heightAt(progress, from, to)}px`;
    },
    durationMs,
    {
      onEnd: () => {
        running.delete(element);
        element.style.height = "";
        element.style.overflow = "";
        element.hidden = !open;
        onEnd?.();
      },
    },
  );
  running.set(element, tween);
  return tween.start();
}
