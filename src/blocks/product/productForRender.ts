import type { Product } from "../../domain/commerce/productModel";
import { unitPriceCents } from "../../domain/commerce/productModel";
import type { CurrencyCode } from "../../domain/currencies";
import { formatMoney } from "../../domain/money";

/** One variant as a product view shows it. */
interface VariantForRender {
  id: string;
  label: string;
  price: string;
  /** The regular price struck through while on sale, else null. */
  regularPrice: string | null;
  inStock: boolean;
}

/** A product as the product block and the product pages render it: formatted, no stock counts. */
export interface ProductForRender {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  url: string;
  productType: Product["productType"];
  fromPrice: string;
  variants: VariantForRender[];
}

/** The products a page's product blocks show, by product id. */
export type ProductsForRender = Record<string, ProductForRender>;

/** Builds what a product view shows from a stored product and the store's currency. */
export function productForRender(product: Product, currency: CurrencyCode, collectionSlug: string): ProductForRender {
  const variants = product.variants.map((v) => ({
    id: v.id,
    label: v.optionValues.map((o) => o.value).join(" / ") || product.name,
    price: formatMoney(unitPriceCents(v), currency),
    regularPrice: v.onSale ? formatMoney(v.priceCents, currency) : null,
    inStock: v.unlimited || v.qtyInStock > 0,
  }));
  const lowest = Math.min(...product.variants.map(unitPriceCents));
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    imageUrl: product.imageUrl,
    url: `/${collectionSlug}/${product.urlSlug}`,
    productType: product.productType,
    fromPrice: formatMoney(Number.isFinite(lowest) ? lowest : 0, currency),
    variants,
  };
}
