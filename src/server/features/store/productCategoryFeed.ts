import { escapeUTF8 } from "entities";
import { Feed } from "feed";
import type { Db } from "../../../db/database";
import { categorySlug, shopCategoryPath } from "../../../domain/commerce/productCategories";
import { isShownInShop } from "../../../domain/commerce/productVisibility";
import { feedPaths, type FeedFormat } from "../../../domain/feedPaths";
import { SHOP_PAGE_SIZE } from "../../../domain/listingPages";
import type { Collection } from "../content/contentRecords";
import { atomAttribute } from "../pageAssembly/blogFeed";
import { feedInLanguage, feedPath, type FeedLanguage } from "../pageAssembly/feedLanguage";
import { translatedProduct } from "../../../domain/translations/translatedItems";
import type { Website } from "../sites/websiteRecord";
import { productsRepository } from "./productsRepository";

/**
 * A shop category's feed as RSS 2.0 or Atom 1.0, written by the feed library like a blog
 * category's: the products of the category's first page (those for sale, in the shop's order),
 * each with its name, absolute address as id, description and category, dated by when it was
 * added and last changed; the feed's date is the newest change, so one site version gives the
 * same bytes. In an additional language (`language`, the shop already under its translated
 * title), the products carry their translated names and descriptions, every link is under its
 * prefix and the feed names its locale. Null when no product of the shop is in a category of
 * that slug.
 */
export async function productCategoryFeedXml(
  db: Db,
  website: Website,
  shop: Collection,
  slug: string,
  format: FeedFormat,
  baseUrl: string,
  language?: FeedLanguage,
): Promise<string | null> {
  const all = await productsRepository.listProducts(db, website.id, shop.id);
  const category = all.flatMap((product) => product.categories).find((name) => categorySlug(name) === slug);
  if (category === undefined) return null;
  const shown = all
    .filter((product) => isShownInShop(product) && product.variants.length > 0 && product.categories.some((name) => categorySlug(name) === slug))
    .slice(0, SHOP_PAGE_SIZE)
    .map((product) => (language ? translatedProduct(language.translations, product) : product));
  const times = await productsRepository.changeTimes(
    db,
    website.id,
    shown.map((product) => product.id),
  );
  const listingPath = feedPath(language, shopCategoryPath(shop.urlSlug, category));
  const locale = language?.translations.locale ?? website.locale;
  const listingUrl = `${baseUrl}${listingPath}`;
  const asHtml = (text: string) => (format === "atom" ? escapeUTF8(text) : text);
  const updated = [...times.values()].reduce((newest, time) => Math.max(newest, Date.parse(time.updatedAt)), 0);
  const feed = new Feed({
    id: listingUrl,
    title: [category, shop.title, website.title].join(" — "),
    link: listingUrl,
    description: shop.description || shop.title,
    language: locale,
    updated: new Date(updated || shop.updatedAt),
    generator: "Tessera",
    copyright: `© ${website.title}`,
    feedLinks: { [format]: `${baseUrl}${feedPaths(listingPath)[format]}` },
  });
  for (const product of shown) {
    const link = `${baseUrl}${feedPath(language, `/${shop.urlSlug}/${product.urlSlug}`)}`;
    const time = times.get(product.id) ?? { createdAt: shop.updatedAt, updatedAt: shop.updatedAt };
    feed.addItem({
      title: asHtml(product.name),
      id: link,
      guid: link,
      link,
      // RSS writes this date as the product's pubDate, Atom as its last change
      date: new Date(format === "rss" ? time.createdAt : time.updatedAt),
      published: new Date(time.createdAt),
      description: escapeUTF8(product.description),
      category: [format === "atom" ? { name: atomAttribute(category), term: atomAttribute(category) } : { name: category }],
    });
  }
  return feedInLanguage(format === "atom" ? feed.atom1() : feed.rss2(), format, locale);
}
