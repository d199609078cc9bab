/// <reference types="vite/client" />
import type { BlockLoader } from "./blockLoader";

/**
 * Every block folder's loader: each `<folder>/<name>Loader.ts` exports its loader (only), found
 * from the folder list as the renderers are (registry.ts), so a data block is registered by its
 * folder alone. Server only.
 */
const LOADER_MODULES = import.meta.glob<Record<string, BlockLoader<unknown>>>("./*/*Loader.ts", { eager: true });

/** Every block loader, each once. */
export const BLOCK_LOADERS: readonly BlockLoader<unknown>[] = Object.values(LOADER_MODULES).flatMap((module) => Object.values(module));
