import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AssetManifest, CLIENT_BUILD_DIR } from "./assetManifest";

/** A built manifest shaped as Vite writes it: entries and shared chunks with their static imports. */
const MANIFEST = {
  "src/site/runtime/main.ts": {
    file: "assets/runtime-1.js",
    isEntry: true,
    imports: ["_census-1.js", "_crumb-1.js"],
    dynamicImports: ["src/site/runtime/dataLayer.ts"],
  },
  "_census-1.js": { file: "assets/census-1.js", imports: ["_crumb-1.js"] },
  "_crumb-1.js": { file: "assets/crumb-1.js" },
  "src/site/runtime/dataLayer.ts": { file: "assets/dataLayer-1.js", isDynamicEntry: true },
  "src/blocks/gallery/island.ts": { file: "assets/island-gallery-1.js", isEntry: true, imports: ["_imageLoader-1.js", "_crumb-1.js"] },
  "_imageLoader-1.js": { file: "assets/imageLoader-1.js", imports: ["_imageLimits-1.js"] },
  "_imageLimits-1.js": { file: "assets/imageLimits-1.js" },
  "src/blocks/accordion/island.ts": { file: "assets/island-accordion-1.js", isEntry: true },
  "src/blocks/map/island.ts": { file: "assets/island-map-1.js", isEntry: true, css: ["assets/island-map-1.css"] },
};

let root: string | null = null;

function manifestIn(entries: object): AssetManifest {
  root = mkdtempSync(path.join(tmpdir(), "tessera-manifest-"));
  mkdirSync(path.join(root, CLIENT_BUILD_DIR, ".vite"), { recursive: true });
  writeFileSync(path.join(root, CLIENT_BUILD_DIR, ".vite", "manifest.json"), JSON.stringify(entries));
  return AssetManifest.load(root);
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

describe("asset manifest", () => {
  it("lists every module a page loads for modulepreload: the runtime's static imports, the page's islands and their imports, each once", () => {
    expect(manifestIn(MANIFEST).modulePreloads(["gallery"])).toEqual([
      "/assets/census-1.js",
      "/assets/crumb-1.js",
      "/assets/island-gallery-1.js",
      "/assets/imageLoader-1.js",
      "/assets/imageLimits-1.js",
    ]);
  });

  it("leaves out islands the page does not use, unknown islands and the runtime's on-demand chunks", () => {
    const preloads = manifestIn(MANIFEST).modulePreloads(["nope"]);
    expect(preloads).toEqual(["/assets/census-1.js", "/assets/crumb-1.js"]);
  });

  it("names the stylesheets of the page's islands only", () => {
    expect(manifestIn(MANIFEST).islandStyles(["map", "accordion"])).toEqual(["/assets/island-map-1.css"]);
    expect(manifestIn(MANIFEST).islandStyles(["accordion", "gallery"])).toEqual([]);
  });

  it("announces nothing without a client build", () => {
    expect(manifestIn({}).modulePreloads(["gallery"])).toEqual([]);
  });
});
