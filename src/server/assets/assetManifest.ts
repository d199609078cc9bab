import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One entry of the bundler's manifest. */
interface ManifestEntry {
  file: string;
  css?: string[];
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
