import type sharpModule from "sharp";

let loaded: Promise<typeof sharpModule> | null = null;

/**
 * sharp (libvips, tens of MB resident) is loaded on the first image work rather than at start-up,
 * so a server that is not processing pictures does not carry it; it runs on one thread, uncached.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
