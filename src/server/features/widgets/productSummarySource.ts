import type { SummaryForRender } from "../../../blocks/summary/summaryItems";
import { productForRender } from "../../../blocks/product/productForRender";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { productsRepository } from "../store/productsRepository";
import { sortedForSummary, type SummaryRequest } from "./summaryRequest";
import { translatedProduct } from "../../../domain/translations/translatedItems";
import { pricedInWords } from "../../../domain/commerce/recurringPrice";
import { recurringPriceWords } from "../../../domain/translations/recurringPriceWords";
import { storeTextsOf } from "../../../domain/translations/storeTexts";

/**
 * The visible products of a shop with their picture, description and lowest price, their name and
 * description translated in an additional language, a subscription's recurring price in its words. Products
 * carry no date, so "newest" follows the shop's own order and "oldest" its reverse.
 */
export async function productSummarySource(request: SummaryRequest): Promise<SummaryForRender> {
  const { db, website, collection, settings, translations } = request;
  const currency = readStoreSettings(website.storeSettings).currency;
  const recurring = recurringPriceWords(storeTextsOf(translations));
  const visible = (await productsRepository.listProducts(db, website.id, collection.id))
    .filter((p) => p.visible && p.variants.length > 0)
    .map((product) => (translations ? translatedProduct(translations, product) : product));
  const shown = sortedForSummary(visible, settings.sort, { date: (p) => -p.position, title: (p) => p.name }).slice(0, settings.count);
  const items = shown.map((product) => {
    const view = productForRender(product, currency, collection.urlSlug);
    return {
      id: view.id,
      title: view.name,
      url: view.url,
      image: view.imageUrl ? { src: view.imageUrl, alt: "" } : null,
      excerpt: view.description,
      price: pricedInWords(view.fromPrice, view.plan, recurring),
      date: null,
    };
  });
  return { items, more: visible.length > shown.length };
}
