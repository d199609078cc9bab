import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MARQUEE_LIMITS } from "../domain/limits/layoutLimits";
import { debounce } from "./debounce";

describe("debounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs once, the wait after the last call of a burst", () => {
    const runs: number[] = [];
    const wait = MARQUEE_LIMITS.rerenderDebounceMs;
    const relayout = debounce(() => runs.push(Date.now()), wait);
    const start = Date.now();
    relayout();
    vi.advanceTimersByTime(600);
    relayout();
    vi.advanceTimersByTime(999);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual([start + 600 + wait]);
    vi.advanceTimersByTime(5000);
    expect(runs).toHaveLength(1);
    relayout();
    vi.advanceTimersByTime(wait);
    expect(runs).toHaveLength(2);
  });
});
