import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";
import { blockStyles } from "./scripts/blockStyles.mjs";

const root = path.dirname(new URL(import.meta.url).pathname);

/** Every block folder with an island.ts becomes its own entry, loaded only where used. */
function islandEntries(): Record<string, string> {
  const blocksDir = path.join(root, "src/blocks");
  const entries: Record<string, string> = {};
  for (const name of readdirSync(blocksDir)) {
    const file = path.join(blocksDir, name, "island.ts");
    if (existsSync(file)) entries[`island-${name}`] = file;
  }
  return entries;
}

// Browser bundles: the runtime every page loads, the site stylesheet (with every block folder's
// stylesheet), one module per island and the configuration area (its own entry, split into one
// chunk per screen by its lazy imports).
export default defineConfig({
  root,
  publicDir: false,
  plugins: [blockStyles(path.join(root, "src/site/styles/site.css"), path.join(root, "src/blocks"))],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    cssCodeSplit: true,
    modulePreload: false,
    rollupOptions: {
      // Island modules are loaded with import() and must keep their `mount` export.
      preserveEntrySignatures: "exports-only",
      input: {
        runtime: path.join(root, "src/site/runtime/main.ts"),
        site: path.join(root, "src/site/styles/site.css"),
        admin: path.join(root, "src/admin/main.tsx"),
        ...islandEntries(),
      },
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
    },
  },
});
