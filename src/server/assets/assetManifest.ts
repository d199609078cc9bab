import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One entry of the bundler's manifest. */
interface ManifestEntry {
  file: string;
  css?: string[];
  /** Manifest keys of the chunks this file imports statically. */
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** Where the built browser files live, relative to the project root. */
export const CLIENT_BUILD_DIR = "dist/client";

/** Source paths of the browser entry points, as the bundler names them in its manifest. */
export const ENTRY_SOURCES = {
  runtime: "src/site/runtime/main.ts",
  siteStyles: "src/site/styles/site.css",
  admin: "src/admin/main.tsx",
} as const;

/** The source path of an island module. */
function islandSource(name: string): string {
  return `src/blocks/${name}/island.ts`;
}

/**
 * The URLs of the built browser files (runtime, stylesheet, islands), read once from the
 * bundler's manifest. Missing entries answer null so a server without a client build still
 * serves readable HTML.
 */
export class AssetManifest {
  private constructor(private readonly entries: Record<string, ManifestEntry>) {}

  /** Reads dist/client/.vite/manifest.json under `root`; an absent build gives an empty manifest. */
  static load(root: string): AssetManifest {
    const file = path.join(root, CLIENT_BUILD_DIR, ".vite", "manifest.json");
    if (!existsSync(file)) return new AssetManifest({});
    return new AssetManifest(JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestEntry>);
  }

  /** Whether the client build was found. */
  get isBuilt(): boolean {
    return Object.keys(this.entries).length > 0;
  }

  /** The URL of a built entry's script, or null. */
  script(source: string): string | null {
    const entry = this.entries[source];
    return entry ? `/${entry.file}` : null;
  }

  /** The URL of a built stylesheet entry, or null. */
  style(source: string): string | null {
    const entry = this.entries[source];
    if (!entry) return null;
    return entry.file.endsWith(".css") ? `/${entry.file}` : entry.css?.[0] ? `/${entry.css[0]}` : null;
  }

  /**
   * Every module a page with these islands loads, for its `<link rel="modulepreload">` list:
   * the runtime's static imports, each island module and their static imports, each file once
   * and the runtime itself left out (its own script tag fetches it). Announced in the HTML, they
   * all download at once instead of one import level after another.
   */
  modulePreloads(islandNames: readonly string[]): string[] {
    const files = new Set<string>();
    const walk = (key: string): void => {
      const entry = this.entries[key];
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      for (const dependency of entry.imports ?? []) walk(dependency);
    };
    walk(ENTRY_SOURCES.runtime);
    for (const name of islandNames) walk(islandSource(name));
    const runtime = this.entries[ENTRY_SOURCES.runtime]?.file;
    return [...files].filter((file) => file !== runtime).map((file) => `/${file}`);
  }

  /**
   * The stylesheets the given islands bring with them (a map's Leaflet styles), so only the
   * pages using an island load its styles.
   */
  islandStyles(names: readonly string[]): string[] {
    return names.flatMap((name) => this.entries[islandSource(name)]?.css ?? []).map((file) => `/${file}`);
  }

  /** Island name to module URL for the given names; unknown islands are left out. */
  islands(names: readonly string[]): Record<string, string> {
    const map: Record<string, string> = {};
    for (const name of names) {
      const url = this.script(islandSource(name));
      if (url) map[name] = url;
    }
    return map;
  }
}
