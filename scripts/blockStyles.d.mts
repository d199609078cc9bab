// Types of blockStyles.mjs, for vite.config.ts and the tests.
import type { Plugin } from "vite";

/** Every block folder's stylesheet under `blocksDir`, as paths relative to it, sorted by folder then name. */
export function blockStyleSheets(blocksDir: string): string[];
/** The site stylesheet with an `@import` of every block stylesheet placed before its own first `@import` line. */
export function withBlockStyles(css: string, sheetPath: string, blocksDir: string): string;
/** The Vite plugin: adds the block stylesheets to `sheetPath` when it is loaded. */
export function blockStyles(sheetPath: string, blocksDir: string): Plugin;
