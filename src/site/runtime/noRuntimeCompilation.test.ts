import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const MANIFEST = path.join(ROOT, "dist/client/.vite/manifest.json");

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A script's own file and every file it imports, at once or on demand. */
function wholeClosure(manifest: Record<string, ManifestEntry>, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) wholeClosure(manifest, next, seen);
  return seen;
}

/** Code that compiles text into a function at run time: `new Function(…)`, or a probe for it such as a schema library's `Function("")`. */
const RUNTIME_COMPILATION = /new Function\(|\bFunction\(\s*[`"']/;

describe("the scripts visitors' pages load (built output)", () => {
  it("never compile code at run time, which pages' Content-Security-Policy (no 'unsafe-eval') refuses: the runtime and every island, with all they import", () => {
    expect(existsSync(MANIFEST), "run `npm run build` first").toBe(true);
    const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, ManifestEntry>;
    const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry && !key.startsWith("src/admin/") && key.endsWith(".ts"));
    expect(entries).toContain("src/site/runtime/main.ts");
    expect(entries.filter((key) => key.endsWith("/island.ts")).length).toBeGreaterThan(20);
    const files = new Set<string>();
    for (const entry of entries) for (const key of wholeClosure(manifest, entry, new Set())) files.add(manifest[key]!.file);
    const compiling = [...files].filter((file) => RUNTIME_COMPILATION.test(readFileSync(path.join(ROOT, "dist/client", file), "utf8")));
    expect(compiling).toEqual([]);
  });
});
