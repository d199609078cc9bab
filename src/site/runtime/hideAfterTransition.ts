/**
 * Calls `done` once when the element's hiding transition ends, or after `fallbackMs` when no
 * transition end arrives (no transition, an interrupted one, a hidden tab), so a hiding widget
 * never stays on the page. Returns a function that calls `done` at once instead.
 */
export function hideAfterTransition(element: EventTarget, fallbackMs: number, done: () => void): () => void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    element.removeEventListener("transitionend", onEnd);
    done();
  };
  const onEnd = (event: Event) => {
    if (event.target === element) finish();
  };
  const timer = setTimeout(finish, fallbackMs);
  element.addEventListener("transitionend", onEnd);
  return finish;
}
