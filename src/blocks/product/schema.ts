import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { isId } from "../../domain/ids";
import type { BlockSchemaDefinition } from "../types";

const settings = z.strictObject({
  productId: z.string().refine(isId, "must name one of the store's products."),
});

/** Settings of a product block: which product it sells. */
export type ProductBlockSettings = z.infer<typeof settings>;

/** The product block (type 43): one product of the site's store with its add-to-cart form. */
export const productSchema: BlockSchemaDefinition<ProductBlockSettings> = {
  type: "product",
  code: BLOCK_TYPE.product,
  label: "Product",
  description: "Sell one product from your store, with an add to cart button.",
  category: "commerce",
  schema: settings,
  example: { productId: "000000000000000000000000" },
  island: "product",
  showsPicture: true,
};
