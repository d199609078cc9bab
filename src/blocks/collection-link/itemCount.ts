import type { CollectionKind } from "../shared/siteForBlocks";
import { filledIn, type StoreTexts } from "../../domain/translations/storeTexts";

/** The words a count is said with, in the page's language. */
type ItemCountTexts = Pick<StoreTexts, "onePost" | "postCount" | "oneProduct" | "productCount">;

/** "1 post", "12 products": how many items a blog or shop shows, in the page's words for its kind. */
export function itemCountText(kind: Exclude<CollectionKind, "page">, count: number, texts: ItemCountTexts): string {
  const [one, many] = kind === "blog" ? [texts.onePost, texts.postCount] : [texts.oneProduct, texts.productCount];
  return count === 1 ? one : filledIn(many, { count: String(count) });
}
