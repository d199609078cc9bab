import type { Product, ProductVariant } from "../../domain/commerce/productModel";
import { unitPriceCents } from "../../domain/commerce/productModel";
import type { ProductPicture } from "../../domain/commerce/productPictures";
import { MAX_LINE_QUANTITY } from "../../domain/commerce/storeRules";
import type { CurrencyCode } from "../../domain/currencies";
import { formatMoney } from "../../domain/money";
import type { RecurringPlan } from "../../domain/commerce/recurringPrice";
import { stockLineOf, type StockLine } from "./stockMessage";
import { giftCardCheckoutPath } from "../../domain/commerce/giftCardPaths";
import { isSoldInCart } from "../../domain/commerce/productVisibility";

/** One variant as a product view shows it. */
interface VariantForRender {
  id: string;
  label: string;
  /** Its amount; a subscription's is written with the plan's recurring words where the page's language is known (pricedInWords). */
  price: string;
  /** The regular price struck through while on sale, else null. */
  regularPrice: string | null;
  inStock: boolean;
  /** The most one line may hold: the units left (at most the cart's line limit). */
  maxQuantity: number;
  /** In stock, only a few left or sold out: the view says it in the page's language. */
  stock: StockLine;
  /** A gift card's checkout with this amount chosen, where it is bought instead of in a cart; null for other products. */
  checkoutHref: string | null;
}

/** A product as the product block and the product pages render it: formatted, no stock counts. */
export interface ProductForRender {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  /** Every picture of the product, the main one first (the product page's gallery). */
  pictures: ProductPicture[];
  url: string;
  productType: Product["productType"];
  /** Its lowest amount, written like a variant's price. */
  fromPrice: string;
  /** A subscription's plan, whose prices are paid again and again; null for a product bought once. */
  plan: RecurringPlan | null;
  /** What the variants differ in ("Size", "Size / Colour"), the legend of their picker. */
  optionNames: string;
  variants: VariantForRender[];
}

function maxQuantityOf(variant: ProductVariant): number {
  return variant.unlimited ? MAX_LINE_QUANTITY : Math.max(0, Math.min(variant.qtyInStock, MAX_LINE_QUANTITY));
}

/** The products a page's product blocks show, by product id. */
export type ProductsForRender = Record<string, ProductForRender>;

/** Builds what a product view shows from a stored product and the store's currency. */
export function productForRender(product: Product, currency: CurrencyCode, collectionSlug: string): ProductForRender {
  const priced = (cents: number) => formatMoney(cents, currency);
  const soldInCart = isSoldInCart(product.productType);
  const variants = product.variants.map((v) => ({
    id: v.id,
    label: v.optionValues.map((o) => o.value).join(" / ") || product.name,
    price: priced(unitPriceCents(v)),
    regularPrice: v.onSale ? formatMoney(v.priceCents, currency) : null,
    inStock: v.unlimited || v.qtyInStock > 0,
    maxQuantity: maxQuantityOf(v),
    stock: stockLineOf(v),
    checkoutHref: soldInCart ? null : giftCardCheckoutPath(product.websiteId, product.id, v.sku),
  }));
  const lowest = Math.min(...product.variants.map(unitPriceCents));
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    imageUrl: product.imageUrl,
    pictures: product.pictures,
    url: `/${collectionSlug}/${product.urlSlug}`,
    productType: product.productType,
    fromPrice: priced(Number.isFinite(lowest) ? lowest : 0),
    plan: product.subscriptionPlan,
    optionNames: (product.variants[0]?.optionValues ?? []).map((o) => o.name).join(" / ") || "Option",
    variants,
  };
}
