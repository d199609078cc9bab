import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const MANIFEST = path.join(ROOT, "dist/client/.vite/manifest.json");
/** The budget of what every published page loads: the runtime entry and the chunks it imports statically. */
const BUDGET_BYTES = 12 * 1024;

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

describe("the runtime every page loads (built output)", () => {
  it("is at most 12 KB gzip, with the banner, popup, bars, dialogs, tooltips, phone menu, data layer and time-since in chunks of their own", () => {
    expect(existsSync(MANIFEST), "run `npm run build` first").toBe(true);
    const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, ManifestEntry>;
    const entry = "src/site/runtime/main.ts";
    const files = [...staticClosure(manifest, entry)].map((key) => manifest[key]!.file);
    const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(ROOT, "dist/client", file)), { level: 9 }).length, 0);
    console.info(`runtime every page loads: ${files.join(", ")} = ${gzipBytes} bytes gzip (budget ${BUDGET_BYTES})`);
    expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(manifest[entry]!.dynamicImports).toEqual(
      expect.arrayContaining([
        "src/site/runtime/consent/cookieBanner.ts",
        "src/site/runtime/overlays/popupOverlay.ts",
        "src/site/runtime/overlays/bars.ts",
        "src/site/runtime/dialogs.ts",
        "src/site/runtime/tooltips.ts",
        "src/site/runtime/dataLayer.ts",
        "src/site/runtime/timeSince.ts",
        "src/site/runtime/siteMenu.ts",
      ]),
    );
    const eager = new Set(files);
    for (const lazy of [
      "src/site/runtime/consent/cookieBanner.ts",
      "src/site/runtime/overlays/popupOverlay.ts",
      "src/site/runtime/systemErrorOverlay.ts",
      "src/site/runtime/dialogs.ts",
      "src/site/runtime/tooltips.ts",
      "src/site/runtime/siteMenu.ts",
    ]) {
      expect(eager.has(manifest[lazy]!.file)).toBe(false);
    }
  });
});
