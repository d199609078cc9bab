import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BlockLoader } from "./blockLoader";
import { BLOCK_LOADERS } from "./loaderRegistry";
import { BLOCK_SCHEMAS } from "./schemaRegistry";

const BLOCKS = path.dirname(new URL(import.meta.url).pathname);

/** Every `<folder>/<name>Loader.ts` of the blocks, as "folder/file" paths. */
function loaderFiles(): string[] {
  return readdirSync(BLOCKS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(path.join(BLOCKS, folder.name))
        .filter((file) => file.endsWith("Loader.ts"))
        .map((file) => `${folder.name}/${file}`),
    );
}

describe("block loaders, as docs/blocks.md's 'Adding a data block' says", () => {
  it("finds every loader file's one export, and each export is a loader", async () => {
    const files = loaderFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const exported = Object.values((await import(`./${file}`)) as Record<string, BlockLoader<unknown>>);
      expect(exported, file).toHaveLength(1);
      const [loader] = exported;
      expect(BLOCK_LOADERS, file).toContain(loader);
      expect(typeof loader!.load, file).toBe("function");
      expect(typeof loader!.changesWithTime, file).toBe("boolean");
      expect(typeof loader!.showsStock, file).toBe("boolean");
    }
    expect(BLOCK_LOADERS).toHaveLength(files.length);
  });

  it("reads only for registered block types, each type by one loader at most", () => {
    const registered = new Set(BLOCK_SCHEMAS.map((schema) => schema.type));
    const types = BLOCK_LOADERS.flatMap((loader) => loader.types);
    expect(types.filter((type) => !registered.has(type))).toEqual([]);
    expect(types.filter((type, index) => types.indexOf(type) !== index)).toEqual([]);
  });
});
