import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ADMIN_ENTRY = "src/admin/main.tsx";
const EDITOR_SCREEN = "src/admin/screens/editor/index.tsx";
const PAGES_SCREEN = "src/admin/screens/pages/index.tsx";
const ANALYTICS_SCREEN = "src/admin/screens/analytics/index.tsx";

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestEntry>;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The files a browser loads for an entry before it runs: the entry and its static imports, transitively. */
function staticGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}

function files(manifest: Manifest, keys: Set<string>): Set<string> {
  return new Set([...keys].map((k) => manifest[k]!.file));
}

describe("the configuration area's bundle is split by screen", () => {
  let manifest: Manifest;
  let outDir: string | null = null;

  beforeAll(async () => {
    const built = path.join(root, "dist/client/.vite/manifest.json");
    const stamp = path.join(root, "dist/.build-stamp");
    if (existsSync(built) && existsSync(stamp) && statSync(stamp).mtimeMs >= newestMtime(path.join(root, "src"))) {
      manifest = JSON.parse(readFileSync(built, "utf8")) as Manifest;
      return;
    }
    // No up-to-date build: build the browser bundles into a temporary folder.
    outDir = mkdtempSync(path.join(tmpdir(), "tessera-bundle-"));
    const { build } = await import("vite");
    await build({ configFile: path.join(root, "vite.config.ts"), logLevel: "silent", build: { outDir, emptyOutDir: true } });
    manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  }, 180_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it("loads each screen lazily from the shell", () => {
    expect(manifest[ADMIN_ENTRY]?.dynamicImports).toEqual(expect.arrayContaining([PAGES_SCREEN, EDITOR_SCREEN, ANALYTICS_SCREEN]));
    for (const screen of [PAGES_SCREEN, EDITOR_SCREEN, ANALYTICS_SCREEN]) expect(manifest[screen]?.isDynamicEntry).toBe(true);
    expect(staticGraph(manifest, ADMIN_ENTRY).has(EDITOR_SCREEN)).toBe(false);
  });

  it("opening the editor does not load the analytics screen's chunk", () => {
    const analytics = manifest[ANALYTICS_SCREEN]!.file;
    const editorLoads = files(manifest, new Set([...staticGraph(manifest, ADMIN_ENTRY), ...staticGraph(manifest, EDITOR_SCREEN)]));
    expect(editorLoads.has(analytics)).toBe(false);
    const analyticsOnly = [...files(manifest, staticGraph(manifest, ANALYTICS_SCREEN))].filter((file) => !editorLoads.has(file));
    expect(analyticsOnly).toContain(analytics);
  });

  it("keeps the editor's drag and drop code out of the shell and the analytics screen", () => {
    const editorOnly = [...files(manifest, staticGraph(manifest, EDITOR_SCREEN))].filter(
      (file) => !files(manifest, staticGraph(manifest, ADMIN_ENTRY)).has(file),
    );
    expect(editorOnly).toContain(manifest[EDITOR_SCREEN]!.file);
    const shellCode = [...files(manifest, staticGraph(manifest, ADMIN_ENTRY))]
      .map((file) => readFileSync(path.join(outDir ?? path.join(root, "dist/client"), file), "utf8"))
      .join("\n");
    expect(shellCode).not.toContain("DndDescribedBy");
  });
});
