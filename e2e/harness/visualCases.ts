import { z } from "zod";
import { BLOCK_SCHEMAS } from "../../src/blocks/schemaRegistry";
import type { BlockSchemaDefinition, CollectionPageKind } from "../../src/blocks/types";

/**
 * The settings that choose how a block looks rather than what it says: one case is made for each
 * of their values. A new block whose schema has one of them gets its designs checked with no test
 * written for it.
 */
const DESIGN_SETTINGS: readonly string[] = ["design", "variant", "style", "layout", "displayMode", "direction", "shape", "size", "iconSize", "metaPosition"];

/** The site's content the cases fill their blocks with, so nothing shows "pick a form" or an empty list. */
export interface SampleContent {
  /** Pictures made in widths by the media service (/s/… JPEGs), used in turn for every picture a block shows. */
  pictures: readonly string[];
  /** Sound files, for the audio blocks. */
  sounds: readonly string[];
  formId: string;
  newsletterFormId: string;
  productId: string;
  /** The site's collection of each kind: its blog, its events page and its shop. */
  collections: Readonly<Record<CollectionPageKind, string>>;
}

/** One block to look at: its type, a name a reviewer reads ("gallery design=strip") and its settings. */
export interface BlockCase {
  type: string;
  label: string;
  settings: Record<string, unknown>;
}

/** The kind of collection a block's `source` setting names (a summary of a blog, of products, of events). */
const SOURCE_KINDS: Readonly<Record<string, CollectionPageKind>> = { blog: "blog", products: "store", events: "events" };

/** Replaces what an example only points at (a made-up id, a drawing, a missing sound) with the site's own content. */
function withSample(schema: BlockSchemaDefinition, settings: Record<string, unknown>, sample: SampleContent): Record<string, unknown> {
  let picture = 0;
  let sound = 0;
  const kinds = schema.editorHints?.collectionKinds;
  const collection = (): string => {
    if (kinds === "source") return sample.collections[SOURCE_KINDS[String(settings.source)] ?? "blog"];
    return sample.collections[kinds?.[0] ?? "blog"];
  };
  const fill = (key: string, value: unknown): unknown => {
    if (key === "formId") return schema.editorHints?.newsletterForm ? sample.newsletterFormId : sample.formId;
    if (key === "productId") return sample.productId;
    if (key === "collectionId" || key === "blogId") return collection();
    if (typeof value === "string" && /^\/static\/.+\.svg$/.test(value)) return sample.pictures[picture++ % sample.pictures.length];
    if (typeof value === "string" && /^\/s\/0{24}\/.+\.mp3$/.test(value)) return sample.sounds[sound++ % sample.sounds.length];
    if (Array.isArray(value)) return value.map((item) => fill("", item));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(k, v)]));
    return value;
  };
  return fill("", settings) as Record<string, unknown>;
}

/** The values of each design setting a schema has, read from its settings schema. */
function designChoices(schema: BlockSchemaDefinition): [string, readonly unknown[]][] {
  const json = z.toJSONSchema(schema.schema, { unrepresentable: "any", io: "input" }) as { properties?: Record<string, { enum?: unknown[] }> };
  return Object.entries(json.properties ?? {}).flatMap(([key, property]) =>
    DESIGN_SETTINGS.includes(key) && property.enum ? [[key, property.enum] as [string, unknown[]]] : [],
  );
}

/**
 * Every block type of the registry with its example settings and sample content, and once for
 * each other value of each of its design settings: the cases of the visual check and the
 * contact sheet, grouped by block type.
 */
export function blockCases(sample: SampleContent): BlockCase[][] {
  return BLOCK_SCHEMAS.map((schema) => {
    const example = schema.example as Record<string, unknown>;
    const cases: BlockCase[] = [{ type: schema.type, label: `${schema.type} example`, settings: withSample(schema, example, sample) }];
    for (const [key, values] of designChoices(schema)) {
      for (const value of values) {
        if (value === example[key]) continue;
        cases.push({ type: schema.type, label: `${schema.type} ${key}=${String(value)}`, settings: withSample(schema, { ...example, [key]: value }, sample) });
      }
    }
    return cases;
  });
}
