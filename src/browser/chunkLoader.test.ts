import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError, loadChunk } from "./chunkLoader";

const CHUNK_URL = "/assets/island-share-buttons-1.js";

/** A load the test answers when it chooses, as a slow server would. */
function heldLoad() {
  let answer!: (module: unknown) => void;
  let fail!: (error: unknown) => void;
  const load = vi.fn((_url: string) => new Promise<unknown>((resolve, reject) => ((answer = resolve), (fail = reject))));
  return { load, answer: (module: unknown) => answer(module), fail: (error: unknown) => fail(error) };
}

/** Whether a promise has settled, after the microtasks already queued have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("loadChunk", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers the module the load gives, from the chunk's address, and leaves no timer behind", async () => {
    const held = heldLoad();
    const loading = loadChunk<{ mount: string }>("share-buttons", CHUNK_URL, held.load);
    expect(held.load).toHaveBeenCalledWith(CHUNK_URL);
    held.answer({ mount: "yes" });
    await expect(loading).resolves.toEqual({ mount: "yes" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with a ChunkLoadError 'Loading chunk {id} failed' carrying the path and the browser's error when the load fails", async () => {
    const held = heldLoad();
    const loading = loadChunk("share-buttons", CHUNK_URL, held.load);
    const browserError = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`);
    held.fail(browserError);
    const error = await loading.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: "ChunkLoadError",
      message: "Loading chunk share-buttons failed",
      type: "error",
      request: CHUNK_URL,
      cause: browserError,
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits 120 s for a chunk whose server does not answer, then rejects with a time-out, and ignores a late answer", async () => {
    const held = heldLoad();
    const loading = loadChunk("share-buttons", CHUNK_URL, held.load);
    const caught = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(await settled(loading)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toMatchObject({ name: "ChunkLoadError", message: "Loading chunk share-buttons failed", type: "timeout", request: CHUNK_URL });
    held.answer({ mount: "late" });
    expect(await caught).toBeInstanceOf(ChunkLoadError);
  });
});

describe("a chunk the bundler loads itself (a configuration screen)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("names the stylesheet that did not load, with the code CSS_CHUNK_LOAD_FAILED", async () => {
    const preloadError = new Error("Unable to preload CSS for http://demo.localhost:3000/assets/analytics-bfZBcl8K.css");
    const error = await loadChunk("analytics", "screens/analytics", () => Promise.reject(preloadError)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: "ChunkLoadError",
      message: "Loading chunk analytics failed",
      code: "CSS_CHUNK_LOAD_FAILED",
      type: "error",
      request: "/assets/analytics-bfZBcl8K.css",
      cause: preloadError,
    });
  });

  it("names the script the browser could not fetch, without the stylesheet's code", async () => {
    const fetchError = new TypeError("Failed to fetch dynamically imported module: http://demo.localhost:3000/assets/index-C1a2b3.js");
    const error = await loadChunk("pages", "screens/pages", () => Promise.reject(fetchError)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: "Loading chunk pages failed", type: "error", request: "/assets/index-C1a2b3.js" });
    expect((error as ChunkLoadError).code).toBeUndefined();
  });

  it("keeps the chunk's own name when the browser's error names no address", async () => {
    const error = await loadChunk("pages", "screens/pages", () => Promise.reject(new Error("boom"))).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ request: "screens/pages" });
    expect((error as ChunkLoadError).code).toBeUndefined();
  });
});
