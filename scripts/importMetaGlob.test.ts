import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error the plugin is a plain module of the build script, without types
import { importMetaGlob } from "./importMetaGlob.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "tessera-glob-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
}

describe("the server bundle finds files from the folder list", () => {
  it("turns an eager import.meta.glob into the matching modules, keyed and sorted like Vite", async () => {
    file("b/BetaBlock.tsx", "export const BetaBlock = 'beta';");
    file("a/AlphaBlock.tsx", "export const AlphaBlock = 'alpha';");
    file("a/AlphaBlock.test.tsx", "export const ignored = true;");
    file("a/notes.md", "not a block");
    file(
      "entry.ts",
      `const found = import.meta.glob<Record<string, string>>("./*/*Block.tsx", { eager: true });\nexport const keys = Object.keys(found);\nexport const values = Object.values(found).map((m) => Object.values(m)[0]);`,
    );
    const result = await build({
      entryPoints: [path.join(dir, "entry.ts")],
      bundle: true,
      write: false,
      format: "esm",
      plugins: [importMetaGlob(dir)],
      logLevel: "silent",
    });
    const bundle = await import(`data:text/javascript,${encodeURIComponent(result.outputFiles[0]!.text)}`);
    expect(bundle.keys).toEqual(["./a/AlphaBlock.tsx", "./b/BetaBlock.tsx"]);
    expect(bundle.values).toEqual(["alpha", "beta"]);
  });
});
