import { useEffect, type RefObject } from "react";

/**
 * Runs `write` on the page the editing frame shows, now and again after each page it loads, so
 * a change made in the form stays in the frame while the owner browses the site; null writes nothing.
 * `write` is kept stable between changes (useMemo), since a new one writes again.
 */
export function useFramePages(frameRef: RefObject<HTMLIFrameElement | null>, write: ((frame: HTMLIFrameElement) => void) | null): void {
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !write) return;
    const apply = () => write(frame);
    apply();
    frame.addEventListener("load", apply);
    return () => frame.removeEventListener("load", apply);
  }, [frameRef, write]);
}
