import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkTimer } from "./checkTimer";

describe("the accessibility check's timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("measures once the frame has been still for the delay, however often it changed before", () => {
    const check = vi.fn();
    const timer = checkTimer(500, check);
    timer.request();
    vi.advanceTimersByTime(300);
    timer.request();
    vi.advanceTimersByTime(300);
    timer.request();
    vi.advanceTimersByTime(499);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("never measures after it was stopped (the editor closed or the frame left the page)", () => {
    const check = vi.fn();
    const timer = checkTimer(500, check);
    timer.request();
    timer.stop();
    vi.advanceTimersByTime(1000);
    expect(check).not.toHaveBeenCalled();
  });
});
