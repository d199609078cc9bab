import { NETWORK_LIMITS } from "../domain/limits/networkLimits";
import { CHUNK_LOAD_ERROR_NAME, CSS_CHUNK_LOAD_FAILED, chunkLoadFailed } from "../domain/messages/runtimeMessages";

/** Why a chunk did not load: it took longer than the time-out, or the browser could not load or run it. */
export type ChunkLoadFailure = "timeout" | "error";

/**
 * A chunk that did not load (spec 2 §8: 'Loading chunk {id} failed', named ChunkLoadError). It
 * carries the path of what failed, so that whoever reports it can say which address it was, and
 * the browser's own error as its cause; a stylesheet the chunk needs that did not load gives it
 * the code CSS_CHUNK_LOAD_FAILED.
 */
export class ChunkLoadError extends Error {
  override readonly name = CHUNK_LOAD_ERROR_NAME;
  readonly code: typeof CSS_CHUNK_LOAD_FAILED | undefined;

  constructor(
    chunkId: string,
    readonly type: ChunkLoadFailure,
    readonly request: string,
    cause?: unknown,
  ) {
    super(chunkLoadFailed(chunkId), cause === undefined ? undefined : { cause });
    this.code = /\.css$/.test(request) ? CSS_CHUNK_LOAD_FAILED : undefined;
  }
}

/**
 * The path of the address a browser's loading error names, if it names one: the script a
 * dynamic import could not fetch, or the stylesheet the bundler's preloading could not load
 * ("Unable to preload CSS for …"), which is the part of a chunk that failed.
 */
function failedPath(cause: unknown): string | undefined {
  const address = (cause instanceof Error ? cause.message : "").match(/https?:\/\/\S+/)?.[0];
  if (!address) return undefined;
  try {
    return new URL(address).pathname;
  } catch {
    return undefined;
  }
}

/**
 * Loads a chunk and gives up after 120 s (spec 2 §7): a chunk whose server never answers
 * rejects then instead of leaving its blocks or screen waiting for ever. Every failure rejects
 * with a ChunkLoadError carrying the path the browser's error names, else the chunk's own
 * (`url`, which `load` may not need when the bundler knows where its chunk is); a load that
 * answers after the time-out is ignored.
 */
export function loadChunk<T>(chunkId: string, url: string, load: (url: string) => Promise<unknown>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, "timeout", url)), NETWORK_LIMITS.chunkLoadTimeoutSeconds * 1000);
    load(url)
      .then(
        (module) => resolve(module as T),
        (cause: unknown) => reject(new ChunkLoadError(chunkId, "error", failedPath(cause) ?? url, cause)),
      )
      .finally(() => clearTimeout(timer));
  });
}
