/// <reference types="vite/client" />
import type { BlockDefinition, BlockSchemaDefinition } from "./types";
import { BLOCK_SCHEMAS } from "./schemaRegistry";

/**
 * Every block folder's server renderer: the `<Type>Block.tsx` file, whose export of the same name
 * renders the block. Found from the folder list, so a block type is registered only in
 * schemaRegistry.ts (scripts/build.mjs expands this for the server bundle).
 */
const RENDERER_MODULES = import.meta.glob<Record<string, BlockDefinition["Render"]>>("./*/*Block.tsx", { eager: true });

function rendererOf(type: string): BlockDefinition["Render"] | undefined {
  for (const [file, module] of Object.entries(RENDERER_MODULES)) {
    const [, folder, name] = /^\.\/([^/]+)\/([^/]+)\.tsx$/.exec(file) ?? [];
    if (folder === type && name) return module[name];
  }
  return undefined;
}

function withRenderer(schema: BlockSchemaDefinition): BlockDefinition {
  const Render = rendererOf(schema.type);
  if (!Render) throw new Error(`Block type ${schema.type} has no server renderer`);
  return { ...schema, Render };
}

/** Every block type with its server rendering. Server only. */
export const BLOCK_DEFINITIONS: readonly BlockDefinition[] = BLOCK_SCHEMAS.map(withRenderer);

const byType = new Map(BLOCK_DEFINITIONS.map((d) => [d.type, d]));

/** The full definition of a type name, or undefined for an unknown type. */
export function blockDefinitionFor(type: string): BlockDefinition | undefined {
  return byType.get(type);
}
