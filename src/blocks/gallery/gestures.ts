import { isDrag, newSwipeCommits, newSwipeSeconds, scrollDesignSwipe } from "./rules/swipe";
import type { GalleryController } from "./galleryController";

/** How a drag moves a gallery: scroll-design swipes, or following the finger (swipe, new-swipe). */
export type SwipeMode = "scroll" | "swipe" | "new-swipe";

/**
 * Turns horizontal drags on a gallery's viewport into previous and next (spec 2 §4): in the
 * scroll design a swipe is at least 50 px within 250 ms; swipe and new-swipe follow the finger
 * and commit past half the width or above velocity 1, finishing in 0.3-0.5 s (0.2-0.4 s on
 * narrow screens). A drag never counts as a click. `viewport` is the surface that takes the
 * gesture (the whole gallery, controls included).
 */
export function attachSwipe(viewport: HTMLElement, list: HTMLElement, controller: GalleryController, mode: SwipeMode): void {
  let start: { x: number; y: number; time: number; id: number } | null = null;
  let last = { x: 0, y: 0 };
  let dragging = false;
  const follows = mode !== "scroll";

  viewport.addEventListener("pointerdown", (event) => {
    if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
    start = { x: event.clientX, y: event.clientY, time: performance.now(), id: event.pointerId };
    last = { x: event.clientX, y: event.clientY };
    dragging = false;
  });

  viewport.addEventListener("pointermove", (event) => {
    if (!start || event.pointerId !== start.id) return;
    last = { x: event.clientX, y: event.clientY };
    const dx = event.clientX - start.x;
    if (!dragging && isDrag(dx, event.clientY - start.y) && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      dragging = true;
      if (event.pointerType !== "touch") viewport.setPointerCapture(event.pointerId);
    }
    if (dragging && follows && !controller.inMotion) {
      list.style.transition = "none";
      list.style.transform = `translateX(calc(${-controller.index * 100}% + ${dx}px))`;
    }
  });

  const finish = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    const end = event.type === "pointercancel" ? last : { x: event.clientX, y: event.clientY };
    const drag = { dx: end.x - start.x, dy: end.y - start.y, durationMs: performance.now() - start.time };
    start = null;
    if (!dragging) return;
    controller.element.dataset.dragged = "true";
    setTimeout(() => delete controller.element.dataset.dragged, 0);
    const width = viewport.clientWidth || 1;
    const direction = mode === "scroll" ? scrollDesignSwipe(drag) : newSwipeCommits(drag, width);
    const before = controller.index;
    if (direction !== 0) {
      if (mode === "new-swipe") controller.element.dataset.transitionSeconds = String(newSwipeSeconds(1 - Math.abs(drag.dx) / width, window.innerWidth));
      controller.step(direction);
    }
    if (follows && controller.index === before) {
      list.style.transition = "transform 0.3s ease-out";
      list.style.transform = `translateX(${-controller.index * 100}%)`;
    }
  };
  viewport.addEventListener("pointerup", finish);
  viewport.addEventListener("pointercancel", finish);
}
