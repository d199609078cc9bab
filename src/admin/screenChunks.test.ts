import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MANIFEST = path.join(ROOT, "dist/client/.vite/manifest.json");
const ADMIN_ENTRY = "src/admin/main.tsx";
/** A class name uPlot writes into every chart: present wherever its code is. */
const UPLOT_MARKER = "u-legend";

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

describe("configuration area chunks (built output)", () => {
  it("loads each settings-area screen on demand, and uPlot only with the analytics screen", () => {
    expect(existsSync(MANIFEST), "run `npm run build` first").toBe(true);
    const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, ManifestEntry>;
    const source = (key: string) => readFileSync(path.join(ROOT, "dist/client", manifest[key]!.file), "utf8");
    const screens = ["analytics", "submissions", "people", "settings", "store"].map((name) => `src/admin/screens/${name}/index.tsx`);
    expect(manifest[ADMIN_ENTRY]!.dynamicImports).toEqual(expect.arrayContaining(screens));

    const analytics = "src/admin/screens/analytics/index.tsx";
    expect([...staticClosure(manifest, analytics)].some((key) => source(key).includes(UPLOT_MARKER))).toBe(true);
    for (const start of [ADMIN_ENTRY, "src/admin/screens/pages/index.tsx", ...screens.filter((s) => s !== analytics)]) {
      const withUplot = [...staticClosure(manifest, start)].filter((key) => source(key).includes(UPLOT_MARKER));
      expect(withUplot, `chunks ${start} loads with uPlot in them`).toEqual([]);
    }
  });
});
