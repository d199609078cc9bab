import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blockStyleSheets, withBlockStyles } from "./blockStyles.mjs";

const root = mkdtempSync(path.join(tmpdir(), "tessera-styles-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(name: string, text = "") {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
}

describe("the site stylesheet takes every block folder's stylesheet", () => {
  file("src/blocks/quote/quote.css");
  file("src/blocks/accordion/accordion.css");
  file("src/blocks/accordion/island.ts");
  file("src/blocks/shared/richText.css");
  file("src/blocks/types.ts");
  const blocks = path.join(root, "src/blocks");

  it("finds the stylesheets from the folder list, in folder order", () => {
    expect(blockStyleSheets(blocks)).toEqual(["accordion/accordion.css", "quote/quote.css", "shared/richText.css"]);
  });

  it("imports them before the sheet's own first @import line, after its opening comment", () => {
    const sheet = path.join(root, "src/site/styles/site.css");
    const css = '/* The site; @import lines follow. */\n@import "./store.css";\nbody {\n  margin: 0;\n}\n';
    expect(withBlockStyles(css, sheet, blocks)).toBe(
      '/* The site; @import lines follow. */\n@import "../../blocks/accordion/accordion.css";\n@import "../../blocks/quote/quote.css";\n@import "../../blocks/shared/richText.css";\n@import "./store.css";\nbody {\n  margin: 0;\n}\n',
    );
  });

  it("refuses a sheet without an @import line to place them before", () => {
    expect(() => withBlockStyles("body {}\n", "/site.css", blocks)).toThrow("/site.css has no @import to place the block stylesheets before");
  });
});
