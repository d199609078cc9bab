import type { Db } from "../../../db/database";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { formSourceTexts } from "../../../domain/translations/formTranslations";
import { pageSourceTexts, postSourceTexts, productSourceTexts, sectionSourceTexts, type SourceText } from "../../../domain/translations/translatableText";
import type { TranslatedKind } from "../../../domain/translations/translationModel";
import { STORE_TEXTS_ITEM, STORE_TEXTS_TITLE, storeSourceTexts } from "../../../domain/translations/storeTexts";
import type { StoredLayout } from "../content/contentRecords";
import { contentRepository } from "../content/contentRepository";
import { formsRepository } from "../forms/formsRepository";
import { productsRepository } from "../store/productsRepository";
import { sectionLibraryRepository } from "../sectionLibrary/sectionLibraryRepository";
import { siteWideSourceTexts } from "../analytics/siteWideTexts";
import { SITE_TEXTS_ITEM, SITE_TEXTS_TITLE } from "../../../domain/translations/siteTextsItem";
import { websitesRepository } from "../sites/websitesRepository";

/** One item an owner may translate: what it is called in the primary language, where it belongs (a post's blog, a product's shop) and its texts now. */
export interface TranslatableItem {
  kind: TranslatedKind;
  id: string;
  title: string;
  /** The blog or shop the item is in, "" for pages and forms. */
  group: string;
  texts: SourceText[];
  /** A page's or post's layout its block texts are read from, which their translation must still fit. */
  layout?: unknown;
}

/** The layout a translation follows: the published one, or the draft of what was never published. */
function shownLayout(layout: StoredLayout | undefined): unknown {
  return layout?.published ?? layout?.draft ?? { sections: [] };
}

/**
 * A site's items of one kind with their texts in the primary language, in the order the owner
 * keeps them: pages with a layout, shops, blogs and events pages, whose title names them in the
 * navigation and the breadcrumb and whose description search engines, shared links and a blog's
 * feed tell (the member areas' pages too: they are served in every language), the shared sections
 * (their blocks' words, translated once for every page placing them; the published section, or
 * the draft of one never published), the site-wide texts of the banner, bars and popup the site
 * shows (one item, none when it shows none), posts and events of every blog and events page, every product,
 * every form; the store's checkout and order mail words as one item.
 */
export async function translatableItems(db: Db, websiteId: string, kind: TranslatedKind): Promise<TranslatableItem[]> {
  if (kind === "store") return [{ kind, id: STORE_TEXTS_ITEM, title: STORE_TEXTS_TITLE, group: "", texts: storeSourceTexts() }];
  if (kind === "site") {
    const website = await websitesRepository.findById(db, websiteId);
    const texts = website ? siteWideSourceTexts(website) : [];
    return texts.length === 0 ? [] : [{ kind, id: SITE_TEXTS_ITEM, title: SITE_TEXTS_TITLE, group: "", texts }];
  }
  if (kind === "section") {
    const library = await sectionLibraryRepository.list(db, websiteId);
    return library
      .filter((section) => section.kind === "shared")
      .map((section) => {
        const layout = section.published ?? section.draft;
        return { kind, id: section.id, title: section.name, group: "", texts: sectionSourceTexts(layout), layout };
      });
  }
  if (kind === "form") {
    const forms = await formsRepository.listForms(db, websiteId);
    return forms.map((form) => ({ kind, id: form.id, title: form.name, group: "", texts: formSourceTexts(form) }));
  }
  const collections = await contentRepository.listCollections(db, websiteId);
  if (kind === "product") {
    const shops = new Map(collections.filter((c) => c.type === COLLECTION_TYPE.PRODUCTS).map((c) => [c.id, c.title]));
    const products = await productsRepository.listProducts(db, websiteId);
    return products
      .filter((p) => shops.has(p.collectionId))
      .map((p) => ({ kind, id: p.id, title: p.name, group: shops.get(p.collectionId) ?? "", texts: productSourceTexts(p.name, p.description) }));
  }
  const layouts = new Map((await contentRepository.listLayouts(db, websiteId)).map((layout) => [layout.ownerId, layout]));
  if (kind === "page") {
    return collections
      .filter((c) => (c.type === COLLECTION_TYPE.PAGE && layouts.has(c.id)) || c.type === COLLECTION_TYPE.PRODUCTS || c.type === COLLECTION_TYPE.GENERIC)
      .map((c) => {
        const layout = shownLayout(layouts.get(c.id));
        return { kind, id: c.id, title: c.title, group: "", texts: pageSourceTexts(c.title, c.description, layout), layout };
      });
  }
  const blogs = collections.filter((c) => c.type === COLLECTION_TYPE.GENERIC);
  const posts = await Promise.all(
    blogs.map(async (blog) =>
      (await contentRepository.listItems(db, websiteId, blog.id)).map((item) => {
        const layout = shownLayout(layouts.get(item.id));
        return { kind, id: item.id, title: item.title, group: blog.title, texts: postSourceTexts(item.title, item.excerpt, layout), layout };
      }),
    ),
  );
  return posts.flat();
}
