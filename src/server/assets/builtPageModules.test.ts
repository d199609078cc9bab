import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AssetManifest, CLIENT_BUILD_DIR } from "./assetManifest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The islands of the demo's pages that Lighthouse audits (issue 13): home, gallery, product, a blog post. */
const DEMO_PAGES = {
  home: ["accordion", "button", "image", "newsletter"],
  gallery: ["gallery"],
  product: ["product", "image"],
  "blog post": ["image", "share-buttons"],
};

/** The shared chunks the build makes for visitor code (vite.config.ts, visitorChunkOf). */
const SHARED = /^\/assets\/visitor(-forms|-blocks)?-[\w-]+\.js$/;

describe("the modules a page announces (built output)", () => {
  it("are a handful of files: the runtime's shared code in one chunk, the islands' in two more, not a file per small module", () => {
    expect(existsSync(path.join(ROOT, CLIENT_BUILD_DIR, ".vite", "manifest.json")), "run `npm run build` first").toBe(true);
    const manifest = AssetManifest.load(ROOT);
    const everyPage = manifest.modulePreloads([]);
    expect(everyPage).toHaveLength(1);
    expect(everyPage[0]).toMatch(/^\/assets\/visitor-[\w-]+\.js$/);
    for (const [page, islands] of Object.entries(DEMO_PAGES)) {
      const announced = manifest.modulePreloads(islands);
      const islandFiles = Object.values(manifest.islands(islands));
      const others = announced.filter((file) => !SHARED.test(file) && !islandFiles.includes(file));
      // Beyond the shared chunks and the islands themselves, only a block's own helpers.
      expect(others.length, `${page}: ${others.join(", ")}`).toBeLessThanOrEqual(4);
      expect(announced.length, `${page}: ${announced.join(", ")}`).toBeLessThanOrEqual(10);
    }
  });
});
