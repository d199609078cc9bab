import type { BlockLayoutRow, CollectionRow, ItemRow } from "../../../db/schema";

/** A collection (a page, a blog, a store...) as the application uses it: settings parsed. */
export type Collection = Omit<CollectionRow, "settingsJson"> & { settings: Record<string, unknown> };

/** An item of a collection (a blog post, later a product) as the application uses it: lists parsed. */
export type Item = Omit<ItemRow, "tagsJson" | "categoriesJson"> & { tags: string[]; categories: string[] };

/** The draft and published block layouts of a page or post, as stored JSON. */
export interface StoredLayout {
  id: string;
  websiteId: string;
  ownerId: string;
  draft: unknown;
  draftVersion: number;
  published: unknown | null;
  publishedAt: string | null;
  updatedAt: string;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Row to Collection. */
export function collectionFromRow(row: CollectionRow): Collection {
  const { settingsJson, ...rest } = row;
  return { ...rest, settings: parseJson(settingsJson, {}) };
}

/** Collection to row. */
export function collectionToRow(c: Collection): CollectionRow {
  const { settings, ...rest } = c;
  return { ...rest, settingsJson: JSON.stringify(settings) };
}

/** The tags and categories of an item's row, for reads that need only those. */
export function itemTagsFromRow(row: Pick<ItemRow, "tagsJson" | "categoriesJson">): Pick<Item, "tags" | "categories"> {
  return { tags: parseJson(row.tagsJson, []), categories: parseJson(row.categoriesJson, []) };
}

/** Row to Item. */
export function itemFromRow(row: ItemRow): Item {
  const { tagsJson, categoriesJson, ...rest } = row;
  return { ...rest, ...itemTagsFromRow({ tagsJson, categoriesJson }) };
}

/** Item to row. */
export function itemToRow(item: Item): ItemRow {
  const { tags, categories, ...rest } = item;
  return { ...rest, tagsJson: JSON.stringify(tags), categoriesJson: JSON.stringify(categories) };
}

/** Row to StoredLayout. */
export function layoutFromRow(row: BlockLayoutRow): StoredLayout {
  return {
    id: row.id,
    websiteId: row.websiteId,
    ownerId: row.ownerId,
    draft: parseJson(row.draftJson, { sections: [] }),
    draftVersion: row.draftVersion,
    published: row.publishedJson === null ? null : parseJson(row.publishedJson, { sections: [] }),
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  };
}

/** A layout as its table row holds it. */
export function layoutToRow(layout: StoredLayout): BlockLayoutRow {
  return {
    id: layout.id,
    websiteId: layout.websiteId,
    ownerId: layout.ownerId,
    draftJson: JSON.stringify(layout.draft),
    draftVersion: layout.draftVersion,
    publishedJson: layout.published === null ? null : JSON.stringify(layout.published),
    publishedAt: layout.publishedAt,
    updatedAt: layout.updatedAt,
  };
}
