import type { SeoFields } from "../../../domain/seo/seoFields";
import type { ProductOffer, ProductRatingFacts } from "../../../domain/seo/structuredData";

/** What a shop page tells its head beyond its title: the product it shows, its path on the site, its offers (the head makes them absolute on the host reached) and the owner's SEO fields for it. */
export interface ShopPageSeo {
  product?: { name: string; path: string; description: string; image: string; offers: ProductOffer[]; fields: SeoFields; rating?: ProductRatingFacts };
}
