import type { CollectionKind } from "../shared/siteForBlocks";

const NOUNS: Readonly<Record<CollectionKind, [string, string]>> = {
  blog: ["post", "posts"],
  shop: ["product", "products"],
  page: ["item", "items"],
};

/** "1 post", "12 products": how many items a collection shows, in words for its kind. */
export function itemCountText(kind: CollectionKind, count: number): string {
  const [one, many] = NOUNS[kind];
  return `${count} ${count === 1 ? one : many}`;
}
