import { describe, expect, it } from "vitest";
import { TWEEN_MESSAGES } from "../../domain/messages/runtimeMessages";
import { heightAt } from "./expandable";
import type { FrameSource } from "./frames";
import { Tween, warnOfGlobalTween } from "./tween";

/** Animation frames a test moves by hand: `advance` moves the time and runs the frames asked for. */
function controlledFrames() {
  let time = 0;
  let next = 1;
  const waiting = new Map<number, (time: number) => void>();
  const frames: FrameSource = {
    now: () => time,
    request: (callback) => {
      waiting.set(next, callback);
      return next++;
    },
    cancel: (handle) => {
      waiting.delete(handle);
    },
  };
  const advance = (ms: number) => {
    time += ms;
    const due = [...waiting.values()];
    waiting.clear();
    for (const callback of due) callback(time);
  };
  return { frames, advance, pending: () => waiting.size };
}

const linear = (progress: number) => progress;

describe("tween", () => {
  it("refuses a step that is not a function and a duration that is not a finite number, with the spec's messages", () => {
    expect(() => new Tween("step" as never, 300)).toThrow(new TypeError("[Tween] First parameter needs to be a function."));
    expect(() => new Tween(() => {}, Number.NaN)).toThrow("[Tween] Duration is not a finite number.");
    expect(() => new Tween(() => {}, Number.POSITIVE_INFINITY)).toThrow(TWEEN_MESSAGES.durationNotFinite);
    expect(() => new Tween(() => {}, "300" as never)).toThrow(TWEEN_MESSAGES.durationNotFinite);
  });

  it("steps from 0 to 1 over its duration, then ends once with the final value", () => {
    const { frames, advance, pending } = controlledFrames();
    const values: number[] = [];
    let ends = 0;
    new Tween((value) => values.push(value), 300, { frames, easing: linear, onEnd: () => ends++ }).start();
    expect(values).toEqual([0]);
    advance(100);
    advance(100);
    expect(values.map((v) => Number(v.toFixed(3)))).toEqual([0, 0.333, 0.667]);
    advance(150);
    expect(values.at(-1)).toBe(1);
    expect(ends).toBe(1);
    expect(pending()).toBe(0);
  });

  it("pauses and resumes where it was, and ending early applies the final value", () => {
    const { frames, advance, pending } = controlledFrames();
    const values: number[] = [];
    const tween = new Tween((value) => values.push(value), 400, { frames, easing: linear }).start();
    advance(100);
    tween.pause();
    advance(1000);
    expect(values).toEqual([0, 0.25]);
    expect(pending()).toBe(0);
    tween.resume();
    advance(100);
    expect(values.at(-1)).toBe(0.5);
    tween.end();
    expect(values.at(-1)).toBe(1);
    tween.end();
    advance(100);
    expect(values.filter((v) => v === 1)).toHaveLength(1);
  });

  it("eases out by default and ends at once with no duration", () => {
    const { frames, advance } = controlledFrames();
    const values: number[] = [];
    new Tween((value) => values.push(value), 200, { frames }).start();
    advance(100);
    expect(values[1]).toBeCloseTo(0.875);
    const instant: number[] = [];
    new Tween((value) => instant.push(value), 0, { frames, easing: linear }).start();
    expect(instant).toEqual([0, 1]);
  });

  it("logs that a global tween a page provides is no longer supported", () => {
    const logged: string[] = [];
    warnOfGlobalTween({ Tween: () => {} }, (message) => logged.push(message));
    warnOfGlobalTween({}, (message) => logged.push(message));
    expect(logged).toEqual(["[Tween] The provided Tween global is no longer supported."]);
  });

  it("grows and shrinks an expandable element's height from where it stands", () => {
    expect(heightAt(0, 0, 200)).toBe(0);
    expect(heightAt(0.5, 0, 200)).toBe(100);
    expect(heightAt(1, 0, 200)).toBe(200);
    expect(heightAt(0.25, 120, 0)).toBe(90);
  });
});
