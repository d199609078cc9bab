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
