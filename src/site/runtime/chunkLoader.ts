import { NETWORK_LIMITS } from "../../domain/limits/networkLimits";
import { CHUNK_LOAD_ERROR_NAME, chunkLoadFailed } from "../../domain/messages/runtimeMessages";

/** Why a chunk did not load: it took longer than the time-out, or the browser could not load or run it. */
export type ChunkLoadFailure = "timeout" | "error";

/**
 * A script chunk that did not load (spec 2 §8: 'Loading chunk {id} failed', named
 * ChunkLoadError). It carries the chunk's path, so that whoever reports it can say which
 * address failed, and the browser's own error as its cause.
 */
export class ChunkLoadError extends Error {
  override readonly name = CHUNK_LOAD_ERROR_NAME;

  constructor(
    chunkId: string,
    readonly type: ChunkLoadFailure,
    readonly request: string,
    cause?: unknown,
  ) {
    super(chunkLoadFailed(chunkId), cause === undefined ? undefined : { cause });
  }
}

/** The browser's dynamic import, kept out of the bundler's view as the URL comes from the page. */
const importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Loads a script chunk and gives up after 120 s (spec 2 §7): a chunk whose server never answers
 * rejects then instead of leaving its blocks waiting for ever. Every failure rejects with a
 * ChunkLoadError; a load that answers after the time-out is ignored.
 */
export function loadChunk<T>(chunkId: string, url: string, load: (url: string) => Promise<unknown> = importModule): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, "timeout", url)), NETWORK_LIMITS.chunkLoadTimeoutSeconds * 1000);
    load(url)
      .then(
        (module) => resolve(module as T),
        (cause: unknown) => reject(new ChunkLoadError(chunkId, "error", url, cause)),
      )
      .finally(() => clearTimeout(timer));
  });
}
