import { useEffect, useState, type RefObject } from "react";

/**
 * What of the framed page can move a block without the page changing size: its header, sections
 * and blocks (a logo, a picture or a font arriving late on a page shorter than the window, whose
 * body keeps the window's height).
 */
const LAID_OUT_PARTS = "body > *, section, [id^='block-']";

/**
 * The page shown in the editing frame, renewed each time the frame loads one (after every
 * autosave the frame reloads), and a counter that moves whenever that page or the shell
 * scrolls, or the page or any of its parts changes size, so what is drawn over it can be
 * measured again.
 */
export function useFrameDocument(frameRef: RefObject<HTMLIFrameElement | null>): { doc: Document | null; layoutTick: number } {
  const [doc, setDoc] = useState<Document | null>(null);
  const [layoutTick, setLayoutTick] = useState(0);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const adopt = () => {
      const next = frame.contentDocument;
      setDoc(next && next.readyState !== "loading" && next.location.origin === window.location.origin ? next : null);
    };
    adopt();
    frame.addEventListener("load", adopt);
    return () => frame.removeEventListener("load", adopt);
  }, [frameRef]);
  // A reload's new page is taken as soon as its content is parsed, not when its pictures have
  // loaded too, so a click in it selects a block at once.
  useEffect(() => {
    const frame = frameRef.current;
    const view = doc?.defaultView;
    if (!frame || !doc || !view) return;
    let watcher = 0;
    const onLeave = () => {
      watcher = window.setInterval(() => {
        const next = frame.contentDocument;
        if (!next || next === doc || next.readyState === "loading") return;
        window.clearInterval(watcher);
        setDoc(next.location.origin === window.location.origin ? next : null);
      }, 25);
    };
    view.addEventListener("pagehide", onLeave);
    return () => {
      view.removeEventListener("pagehide", onLeave);
      window.clearInterval(watcher);
    };
  }, [doc, frameRef]);
  useEffect(() => {
    const view = doc?.defaultView;
    const frame = frameRef.current;
    if (!view || !doc || !frame) return;
    const bump = () => setLayoutTick((n) => n + 1);
    view.addEventListener("scroll", bump, { passive: true });
    view.addEventListener("resize", bump);
    window.addEventListener("resize", bump);
    window.addEventListener("scroll", bump, { passive: true, capture: true });
    const observer = new ResizeObserver(bump);
    observer.observe(doc.documentElement);
    observer.observe(frame);
    for (const part of doc.querySelectorAll(LAID_OUT_PARTS)) observer.observe(part);
    return () => {
      view.removeEventListener("scroll", bump);
      view.removeEventListener("resize", bump);
      window.removeEventListener("resize", bump);
      window.removeEventListener("scroll", bump, { capture: true });
      observer.disconnect();
    };
  }, [doc, frameRef]);
  return { doc, layoutTick };
}
