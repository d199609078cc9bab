import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DIALOG_LIMITS } from "../../domain/limits/widgetLimits";
import { hideAfterTransition } from "./hideAfterTransition";

describe("hideAfterTransition", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("finishes on the element's own transition end, once", () => {
    const element = new EventTarget();
    const done = vi.fn();
    hideAfterTransition(element, DIALOG_LIMITS.hideFallbackMs, done);
    element.dispatchEvent(new Event("transitionend"));
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DIALOG_LIMITS.hideFallbackMs);
    element.dispatchEvent(new Event("transitionend"));
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("finishes after the 600 ms hide fallback when no transition end arrives", () => {
    const element = new EventTarget();
    const done = vi.fn();
    hideAfterTransition(element, DIALOG_LIMITS.hideFallbackMs, done);
    vi.advanceTimersByTime(599);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(DIALOG_LIMITS.hideFallbackMs).toBe(600);
  });

  it("ignores transition ends of other elements and can be finished at once", () => {
    const element = new EventTarget();
    const child = new EventTarget();
    const done = vi.fn();
    const now = hideAfterTransition(element, DIALOG_LIMITS.hideFallbackMs, done);
    const event = new Event("transitionend");
    Object.defineProperty(event, "target", { value: child });
    element.dispatchEvent(event);
    expect(done).not.toHaveBeenCalled();
    now();
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DIALOG_LIMITS.hideFallbackMs);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
