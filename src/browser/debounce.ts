/**
 * Wraps `action` so it runs once, `waitMs` after the last of a burst of calls: a window being
 * resized fires many events, and the work they cause should run once the size has settled.
 */
export function debounce(action: () => void, waitMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      action();
    }, waitMs);
  };
}
