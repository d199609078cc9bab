import { describe, expect, it } from "vitest";
import { CHUNK_LOAD_ERROR_NAME, CSS_CHUNK_LOAD_FAILED, TWEEN_MESSAGES, chunkLoadFailed } from "./runtimeMessages";

describe("runtime messages", () => {
  it("pins the tween errors of spec 2 §8 and the deprecated global tween log", () => {
    expect(TWEEN_MESSAGES).toEqual({
      notAFunction: "[Tween] First parameter needs to be a function.",
      durationNotFinite: "[Tween] Duration is not a finite number.",
      deprecatedGlobal: "[Tween] The provided Tween global is no longer supported.",
    });
  });

  it("pins the chunk load error name, code and message", () => {
    expect(CHUNK_LOAD_ERROR_NAME).toBe("ChunkLoadError");
    expect(CSS_CHUNK_LOAD_FAILED).toBe("CSS_CHUNK_LOAD_FAILED");
    expect(chunkLoadFailed(42)).toBe("Loading chunk 42 failed");
  });
});
