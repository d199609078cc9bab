import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAP_LIMITS } from "../../domain/limits/widgetLimits";
import { debounced } from "./debounced";
import { MAP_LOAD_TIMEOUT_MESSAGE, loadLeaflet } from "./loadLeaflet";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("map library loading", () => {
  it("rejects when the map library has not loaded after 30 s, and not a moment before", async () => {
    expect(MAP_LOAD_TIMEOUT_MESSAGE).toBe("The map library did not load within 30 s.");
    let outcome: string | null = null;
    loadLeaflet(() => new Promise(() => undefined)).catch((error: Error) => (outcome = error.message));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe(MAP_LOAD_TIMEOUT_MESSAGE);
  });

  it("gives the library's default export once it loads in time, and its failure as it is", async () => {
    const library = { map: () => null };
    const loaded = loadLeaflet(() => Promise.resolve({ default: library } as never));
    await expect(loaded).resolves.toBe(library);
    await expect(loadLeaflet(() => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    await vi.advanceTimersByTimeAsync(30_000);
  });
});

describe("map option updates", () => {
  it("draws only the last of quick changes, 60 ms after it", () => {
    const drawn: number[] = [];
    const update = debounced((zoom: number) => drawn.push(zoom), MAP_LIMITS.optionUpdateDebounceMs);
    update(10);
    vi.advanceTimersByTime(59);
    update(11);
    vi.advanceTimersByTime(59);
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(drawn).toEqual([11]);
    update(12);
    vi.advanceTimersByTime(60);
    expect(drawn).toEqual([11, 12]);
  });
});
