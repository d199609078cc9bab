// A Vite plugin that makes the site stylesheet import every block folder's stylesheet
// (src/blocks/<folder>/*.css), found from the folder list, so no hand-written list names them.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Every block folder's stylesheet under `blocksDir`, as paths relative to it, sorted by folder then name. */
export function blockStyleSheets(blocksDir) {
  return readdirSync(blocksDir)
    .filter((folder) => statSync(path.join(blocksDir, folder)).isDirectory())
    .sort()
    .flatMap((folder) =>
      readdirSync(path.join(blocksDir, folder))
        .filter((name) => name.endsWith(".css"))
        .sort()
        .map((name) => `${folder}/${name}`),
    );
}

/** The site stylesheet with an `@import` of every block stylesheet placed before its own first `@import` line. */
export function withBlockStyles(css, sheetPath, blocksDir) {
  const imports = blockStyleSheets(blocksDir)
    .map((sheet) => `@import ${JSON.stringify(path.relative(path.dirname(sheetPath), path.join(blocksDir, sheet)).split(path.sep).join("/"))};\n`)
    .join("");
  const first = css.search(/^@import /m);
  if (first === -1) throw new Error(`${sheetPath} has no @import to place the block stylesheets before`);
  return css.slice(0, first) + imports + css.slice(first);
}

/** The Vite plugin: adds the block stylesheets to `sheetPath` when it is loaded. */
/** @returns {import("vite").Plugin} */
export function blockStyles(sheetPath, blocksDir) {
  return {
    name: "block-styles",
    enforce: "pre",
    transform(css, id) {
      if (id.split("?")[0] !== sheetPath || !existsSync(blocksDir)) return undefined;
      for (const sheet of blockStyleSheets(blocksDir)) this.addWatchFile(path.join(blocksDir, sheet));
      return { code: withBlockStyles(css, sheetPath, blocksDir), map: null };
    },
  };
}
