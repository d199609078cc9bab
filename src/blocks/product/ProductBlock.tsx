import { BlockFrame } from "../shared/BlockFrame";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";
import type { BlockRenderProps } from "../types";
import { ProductView } from "./ProductView";
import { productSchema, type ProductBlockSettings } from "./schema";
import { loadedBy } from "../blockLoader";
import { productsLoader } from "./productsLoader";

/** A product block: the product's view, or a short note in the page's words when the product is gone. */
export function ProductBlock({ id, settings, context }: BlockRenderProps<ProductBlockSettings>) {
  const product = loadedBy(context, productsLoader)?.[settings.productId];
  return (
    <BlockFrame id={id} type={productSchema.type} code={productSchema.code} island={product ? productSchema.island : undefined} className="tsr-product-block">
      {product ? (
        <ProductView product={product} leadPicture={context.leadPicture} cellWidths={context.cellWidths} locale={context.locale} texts={context.storeTexts} />
      ) : (
        <p className="tsr-product-missing">{(context.storeTexts ?? PRIMARY_STORE_TEXTS).cartProductUnavailable}</p>
      )}
    </BlockFrame>
  );
}
