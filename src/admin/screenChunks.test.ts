import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MANIFEST = path.join(ROOT, "dist/client/.vite/manifest.json");
const ADMIN_ENTRY = "src/admin/main.tsx";
/** A class name uPlot writes into every chart: present wherever its code is. */
const UPLOT_MARKER = "u-legend";
/** A name React's server renderer carries in its own messages: present wherever its code is. */
const SERVER_RENDERER_MARKER = "renderToStaticMarkup";

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

function staticClosure(manifest: Record<string, ManifestEntry>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** The built manifest, and the code of a chunk named by its manifest key. */
function builtChunks() {
  expect(existsSync(MANIFEST), "run `npm run build` first").toBe(true);
  const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, ManifestEntry>;
  return { manifest, source: (key: string) => readFileSync(path.join(ROOT, "dist/client", manifest[key]!.file), "utf8") };
}

describe("configuration area chunks (built output)", () => {
  it("loads each settings-area screen on demand, and uPlot only with the analytics screen", () => {
    const { manifest, source } = builtChunks();
    const screens = ["analytics", "submissions", "people", "settings", "store"].map((name) => `src/admin/screens/${name}/index.tsx`);
    expect(manifest[ADMIN_ENTRY]!.dynamicImports).toEqual(expect.arrayContaining(screens));

    const analytics = "src/admin/screens/analytics/index.tsx";
    expect([...staticClosure(manifest, analytics)].some((key) => source(key).includes(UPLOT_MARKER))).toBe(true);
    for (const start of [ADMIN_ENTRY, "src/admin/screens/pages/index.tsx", ...screens.filter((s) => s !== analytics)]) {
      const withUplot = [...staticClosure(manifest, start)].filter((key) => source(key).includes(UPLOT_MARKER));
      expect(withUplot, `chunks ${start} loads with uPlot in them`).toEqual([]);
    }
  });

  it("loads React's server renderer only for the design screen's frame preview, after the screen itself", () => {
    const { manifest, source } = builtChunks();
    const design = "src/admin/screens/design/index.tsx";
    const preview = "src/admin/screens/design/identityMarkup.tsx";
    expect(manifest[design]!.dynamicImports).toContain(preview);
    expect([...staticClosure(manifest, preview)].some((key) => source(key).includes(SERVER_RENDERER_MARKER))).toBe(true);
    const withRenderer = [...staticClosure(manifest, design)].filter((key) => source(key).includes(SERVER_RENDERER_MARKER));
    expect(withRenderer, "chunks the design screen and the shell load with the server renderer in them").toEqual([]);
  });
});
