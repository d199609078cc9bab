import { SHOP_PAGE_SIZE } from "../../../../domain/listingPages";
import { demoSiteAs } from "../../../testing/siteFiles";

/** Products of the shop: the demo's first one copied, in their own order. */
export const PRODUCTS = 2 * SHOP_PAGE_SIZE + 5;

/** The demo with French as a second language and a shop of PRODUCTS products and nothing else in it: the even ones in "Coffee", the first in "Brewing gear" too, and a hidden one alone in "Gift sets". */
export function bigShop(): string {
  const text = JSON.parse(demoSiteAs("shelves"));
  text.website.extraSettings = {
    ...text.website.extraSettings,
    multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
  };
  const [template] = text.products;
  text.products = Array.from({ length: PRODUCTS }, (_, n) => ({
    ...template,
    id: (0x200000 + n).toString(16).padStart(24, "0"),
    name: `Product ${n}`,
    urlSlug: `product-${n}`,
    position: n,
    variants: [{ ...template.variants[0], id: (0x300000 + n).toString(16).padStart(24, "0"), sku: `SKU-${n}` }],
    categories: [...(n % 2 === 0 ? ["Coffee"] : []), ...(n === 0 ? ["Brewing gear"] : [])],
  }));
  text.products.push({
    ...template,
    id: "4".repeat(24),
    name: "Hidden set",
    urlSlug: "hidden-set",
    position: PRODUCTS,
    visible: false,
    variants: [{ ...template.variants[0], id: "5".repeat(24), sku: "SKU-HIDDEN" }],
    categories: ["Gift sets"],
  });
  return JSON.stringify(text);
}
