import type { BlockLoader } from "../blockLoader";
import { isId } from "../../domain/ids";
import type { ProductsForRender } from "./productForRender";

/** The products for sale a page's product blocks show, by id. */
export const productsLoader: BlockLoader<ProductsForRender> = {
  types: ["product"],
  changesWithTime: false,
  showsStock: true,
  load: ({ blocks, reads }) => reads.productsForSale([...new Set(blocks.map((block) => block.settings.productId).filter(isId))]),
};
