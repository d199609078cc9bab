import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Symbols, ticks, crosses, up and down arrows and emoji that a machine without the right font
 * draws as an empty box; icons are inline SVG instead (icons.ts). Arrows in running text (← Pages)
 * are in every text font.
 */
const FONT_ICONS = /[\u2191\u2193\u2195\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u{1f300}-\u{1faff}]|\\u2[3-7][0-9a-f]{2}/iu;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("icons", () => {
  it("are never symbols from a font in the code owners' and visitors' screens are built from", () => {
    const found = ["src/admin", "src/site", "src/blocks", "src/browser"]
      .flatMap(sourceFiles)
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ file, line, index })),
      )
      .filter(({ line }) => FONT_ICONS.test(line))
      .map(({ file, line, index }) => `${file}:${index + 1}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
