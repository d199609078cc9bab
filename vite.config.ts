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

/** The runtime's entry module: every page loads it and what it imports statically. */
const RUNTIME_ENTRY = path.join(root, "src/site/runtime/main.ts");

/** What the chunking pass answers about a module: what it imports statically. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules the runtime entry imports statically, directly or through others, found once per chunking pass (keyed by the pass's entry record). */
const runtimeModulesOfPass = new WeakMap<object, Set<string>>();

/** Whether the runtime entry imports a module statically, directly or through others. */
function runtimeImports(id: string, graph: ModuleGraph): boolean {
  const entry = graph.getModuleInfo(RUNTIME_ENTRY);
  if (!entry) return false;
  let modules = runtimeModulesOfPass.get(entry);
  if (!modules) {
    const found = new Set<string>([RUNTIME_ENTRY]);
    const walk = (imported: readonly string[]) => {
      for (const next of imported) {
        if (found.has(next)) continue;
        found.add(next);
        walk(graph.getModuleInfo(next)?.importedIds ?? []);
      }
    };
    walk(entry.importedIds);
    runtimeModulesOfPass.set(entry, (modules = found));
  }
  return modules.has(id);
}

/** The control names the page's scripts make and their filling, small enough for any page (the runtime's bars and banner load them without the blocks' code). */
const PAGE_WORDS_MODULES = new Set(["src/domain/translations/filledIn.ts", "src/domain/messages/controlWords.ts"]);

/** The few lines that read the names the page hands its scripts; beside the runtime's own reading of handed words. */
const PAGE_WORDS_READER = "src/browser/pageWords.ts";

/** The chunk of the page's words modules, or null for any other. */
function pageWordsChunkOf(id: string): string | null {
  return PAGE_WORDS_MODULES.has(path.relative(root, id).split(path.sep).join("/")) ? "visitor-words" : null;
}

/**
 * The shared chunk a visitor module goes into, or null for the bundler's own splitting. Modules
 * that several visitor entries (the runtime, the islands) import statically go into three
 * chunks instead of one small file each, so a page loads a handful of files rather than thirty:
 * "visitor" holds those the runtime imports (every page loads them anyway, within the runtime's
 * budget, and the reader of the words the page hands its scripts), "visitor-forms" the form
 * code, "visitor-blocks" the rest of the shared browser and domain code, loaded by pages with islands. A block's own helpers that a few of its islands
 * share, the configuration area's own modules and packages stay split as the bundler sees fit.
 */
function visitorChunkOf(id: string, graph: ModuleGraph): string | null {
  // The bundler's helper for loading a module's imports with it, which the runtime uses.
  if (id.includes("vite/preload-helper")) return "visitor";
  const source = path.relative(root, id).split(path.sep).join("/");
  if (!source.startsWith("src/") || source.startsWith("src/admin/") || source.endsWith("/island.ts")) return null;
  if (runtimeImports(id, graph) || source === PAGE_WORDS_READER) return "visitor";
  if (/^src\/(domain\/forms|blocks\/form)\//.test(source)) return "visitor-forms";
  if (/^src\/blocks\/(?!shared\/)/.test(source)) return null;
  return "visitor-blocks";
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
        codeSplitting: {
          groups: [
            { name: pageWordsChunkOf, debugName: "visitor-words", minShareCount: 2, priority: 1 },
            { name: visitorChunkOf, debugName: "visitor", tags: ["$initial"], minShareCount: 2 },
          ],
        },
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
    },
  },
});
