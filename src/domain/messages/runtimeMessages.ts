/**
 * Tween errors (spec 2 §5, §8), and the log of a page that still provides the old global tween
 * (the spec words that one loosely: "the provided tween global is no longer supported").
 */
export const TWEEN_MESSAGES = {
  notAFunction: "[Tween] First parameter needs to be a function.",
  durationNotFinite: "[Tween] Duration is not a finite number.",
  deprecatedGlobal: "[Tween] The provided Tween global is no longer supported.",
} as const;

/** Error name of a failed script chunk load (spec 2 §8). */
export const CHUNK_LOAD_ERROR_NAME = "ChunkLoadError";

/** Error code of a failed stylesheet chunk load (spec 2 §8). */
export const CSS_CHUNK_LOAD_FAILED = "CSS_CHUNK_LOAD_FAILED";

/** Message of a failed script chunk load. */
export function chunkLoadFailed(chunkId: string | number): string {
  return `Loading chunk ${chunkId} failed`;
}
