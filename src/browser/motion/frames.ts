/** Where animation frames and their times come from: the browser's, or a test's controlled ones. */
export interface FrameSource {
  now(): number;
  request(callback: (time: number) => void): number;
  cancel(handle: number): void;
}

/** The browser's animation frames (looked up when used, so modules importing this load anywhere). */
export const browserFrames: FrameSource = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/** The visitor asked for reduced motion: nothing animates. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
