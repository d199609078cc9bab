import { renderableLayout } from "../../../blocks/renderableLayout";
import { withFreshIds } from "../../../blocks/sections/freshIds";
import { stackedLayout } from "../../../blocks/sections/stackedSection";
import type { Db } from "../../../db/database";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { DEFAULT_BLOG_URL_FORMAT } from "../../../domain/blogUrl";
import { forbidden, invalid, notFound } from "../../../domain/errors";
import { PUBLISH_REFUSAL } from "../../../domain/access/publishAccess";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { newId } from "../../../domain/ids";
import { refuseOnePastLimit } from "../../../domain/limits/collectionLimits";
import { PAGE_MESSAGES, pageSlugProblem, pageTitleProblem, type EditableNavigation } from "../../../domain/pageRules";
import { SEO_SETTINGS_KEY, seoFieldsJson, type SeoFields } from "../../../domain/seo/seoFields";
import { slugify } from "../../../domain/slug";
import { isoNow, type Clock } from "../../clock";
import type { Collection } from "../content/contentRecords";
import { contentRepository } from "../content/contentRepository";
import { pagesRepository } from "./pagesRepository";
import { TREE_TYPES, TYPE_OF_KIND, type PageKind } from "./pageSummary";
import { productsRepository } from "../store/productsRepository";
import { hashPassword } from "../accounts/passwords";
import { EVENTS_COLLECTION_SETTING, EVENTS_URL_FORMAT } from "../../../domain/events/eventsCollection";
import { recordMovedAddress } from "../seo/redirectsService";

/** The settings a new collection of each kind starts with: a blog's URL format and lists; an events page's too, marked as holding events. */
function settingsOfKind(kind: PageKind): Record<string, unknown> {
  if (kind === "blog") return { urlFormat: DEFAULT_BLOG_URL_FORMAT, tags: [], categories: [] };
  if (kind === "events") return { [EVENTS_COLLECTION_SETTING.key]: EVENTS_COLLECTION_SETTING.value, urlFormat: EVENTS_URL_FORMAT, tags: [], categories: [] };
  return {};
}

/** A collection's settings holding its SEO fields, without the key while none is set, so a page without them is exported as before. */
function settingsWithSeo(settings: Record<string, unknown>, seo: SeoFields): Record<string, unknown> {
  const rest = { ...settings };
  delete rest[SEO_SETTINGS_KEY];
  return seoFieldsJson(seo) === "{}" ? rest : { ...rest, [SEO_SETTINGS_KEY]: seo };
}

/** What an owner reads who tries to make a blog, an events page or the shop private. */
const PRIVATE_PAGES_ONLY = "Only pages can be private.";

function checkTitle(title: string): string {
  const problem = pageTitleProblem(title);
  if (problem) throw invalid(problem, { title: problem });
  return title.trim();
}

/**
 * The page tree's rules: creating, renaming, moving and duplicating pages, blogs and the shop
 * page, and finding them for other routes. Built once in buildApp.
 */
/** The stored hash of a lock password; null (no password) stays null. */
async function lockHashOf(password: string | null): Promise<string | null> {
  return password === null ? null : hashPassword(password);
}

export class PagesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Loads a page, blog or shop page of the site, or a not-found error. */
  async requireCollection(websiteId: string, id: string): Promise<Collection> {
    const collection = await contentRepository.findCollectionById(this.db, websiteId, id);
    if (!collection || !TREE_TYPES.includes(collection.type)) throw notFound("No such page.");
    return collection;
  }

  /** The site's shop page (its products collection), or null when it has none. */
  async findShop(websiteId: string): Promise<Collection | null> {
    const all = await contentRepository.listCollections(this.db, websiteId);
    return all.find((c) => c.type === COLLECTION_TYPE.PRODUCTS) ?? null;
  }

  /**
   * Creates a page (with an empty draft layout), a blog or the shop page at the end of a
   * navigation. A site has at most one shop: the product editor files every product under it;
   * the page past the site's limit is refused.
   */
  async create(websiteId: string, input: { kind: PageKind; title: string; navigation: EditableNavigation; urlSlug?: string }): Promise<Collection> {
    const db = this.db;
    const now = isoNow(this.clock);
    const title = checkTitle(input.title);
    if (input.kind === "store" && (await this.findShop(websiteId))) throw invalid(PAGE_MESSAGES.shopExists, { kind: PAGE_MESSAGES.shopExists });
    refuseOnePastLimit("pagesPerSite", await contentRepository.countCollections(db, websiteId));
    const urlSlug = input.urlSlug ? await this.checkSlug(websiteId, input.urlSlug, null) : await this.freeSlug(websiteId, title);
    const collection: Collection = {
      id: newId(),
      websiteId,
      type: TYPE_OF_KIND[input.kind],
      title,
      urlSlug,
      navigation: input.navigation,
      position: await this.endPosition(websiteId, input.navigation),
      description: "",
      settings: settingsOfKind(input.kind),
      passwordHash: null,
      publishState: null,
      createdAt: now,
      updatedAt: now,
    };
    await db.transaction().execute(async (trx) => {
      await contentRepository.insertCollection(trx, collection);
      if (input.kind === "page") {
        await contentRepository.insertLayout(trx, {
          id: newId(),
          websiteId,
          ownerId: collection.id,
          draft: stackedLayout([]),
          draftVersion: 0,
          published: null,
          publishedAt: null,
          updatedAt: now,
        });
      }
    });
    return collection;
  }

  /**
   * Renames a page and, when given, changes its URL slug (its old address then redirecting to the
   * new), its SEO fields and whether it is private (seen only by the site's signed-in contributors:
   * publish state 5); only someone who may publish makes a page private or public again.
   */
  async update(
    websiteId: string,
    id: string,
    input: { title?: string; urlSlug?: string; seo?: SeoFields; private?: boolean },
    mayPublish: boolean,
  ): Promise<Collection> {
    const now = isoNow(this.clock);
    const collection = await this.requireCollection(websiteId, id);
    const publishState = this.privacyChange(collection, input.private, mayPublish);
    const title = input.title === undefined ? collection.title : checkTitle(input.title);
    const urlSlug =
      input.urlSlug === undefined || input.urlSlug === collection.urlSlug ? collection.urlSlug : await this.checkSlug(websiteId, input.urlSlug, id);
    const settings = input.seo === undefined ? collection.settings : settingsWithSeo(collection.settings, input.seo);
    await this.db.transaction().execute(async (trx) => {
      await pagesRepository.updateCollection(trx, websiteId, id, { title, urlSlug, settingsJson: JSON.stringify(settings), publishState, updatedAt: now });
      await recordMovedAddress(trx, websiteId, `/${collection.urlSlug}`, `/${urlSlug}`, now);
    });
    return { ...collection, title, urlSlug, settings, publishState, updatedAt: now };
  }

  /** The page's publish state after a change of its privacy: private 5, or back to what its layout says (null). */
  private privacyChange(collection: Collection, makePrivate: boolean | undefined, mayPublish: boolean): number | null {
    const isPrivate = collection.publishState === PUBLISH_STATE.PRIVATE;
    if (makePrivate === undefined || makePrivate === isPrivate) return collection.publishState;
    if (!mayPublish) throw forbidden(PUBLISH_REFUSAL);
    if (collection.type !== COLLECTION_TYPE.PAGE) throw invalid(PRIVATE_PAGES_ONLY, { private: PRIVATE_PAGES_ONLY });
    return makePrivate ? PUBLISH_STATE.PRIVATE : null;
  }

  /** Moves a page to a place in a navigation, renumbering both navigations it touches. */
  async move(websiteId: string, id: string, navigation: EditableNavigation, position: number): Promise<void> {
    const db = this.db;
    const now = isoNow(this.clock);
    const collection = await this.requireCollection(websiteId, id);
    const all = await contentRepository.listCollections(db, websiteId);
    const target = all
      .filter((c) => c.navigation === navigation && c.id !== id)
      .sort((a, b) => a.position - b.position)
      .map((c) => c.id);
    target.splice(Math.max(0, Math.min(position, target.length)), 0, id);
    await pagesRepository.setPositions(db, websiteId, navigation, target, now);
    if (collection.navigation && collection.navigation !== navigation) {
      const left = all
        .filter((c) => c.navigation === collection.navigation && c.id !== id)
        .sort((a, b) => a.position - b.position)
        .map((c) => c.id);
      await pagesRepository.setPositions(db, websiteId, collection.navigation, left, now);
    }
  }

  /** Copies a page with its draft (never published, so the copy starts hidden) right after it. */
  async duplicate(websiteId: string, id: string): Promise<Collection> {
    const db = this.db;
    const now = isoNow(this.clock);
    const source = await this.requireCollection(websiteId, id);
    if (source.type !== COLLECTION_TYPE.PAGE) throw invalid("Only pages can be duplicated.");
    refuseOnePastLimit("pagesPerSite", await contentRepository.countCollections(db, websiteId));
    const layout = await contentRepository.findLayout(db, websiteId, id);
    const title = `${source.title} (copy)`.slice(0, 200);
    const copy: Collection = {
      ...source,
      id: newId(),
      title,
      urlSlug: await this.freeSlug(websiteId, `${source.urlSlug}-copy`),
      position: source.position + 1,
      publishState: null,
      createdAt: now,
      updatedAt: now,
    };
    const draft = layout ? withFreshIds(renderableLayout(layout.draft).layout) : stackedLayout([]);
    await db.transaction().execute(async (trx) => {
      await contentRepository.insertCollection(trx, copy);
      await contentRepository.insertLayout(trx, {
        id: newId(),
        websiteId,
        ownerId: copy.id,
        draft,
        draftVersion: 0,
        published: null,
        publishedAt: null,
        updatedAt: now,
      });
    });
    if (source.navigation === NAVIGATION.MAIN || source.navigation === NAVIGATION.HIDDEN) {
      await this.move(websiteId, copy.id, source.navigation, source.position + 1);
    }
    return copy;
  }

  /** Checks a slug by the shared rules and refuses one another page of the site uses. */
  private async checkSlug(websiteId: string, slug: string, exceptId: string | null): Promise<string> {
    const problem = pageSlugProblem(slug);
    if (problem) throw invalid(problem, { urlSlug: problem });
    if (await pagesRepository.slugTaken(this.db, websiteId, slug, exceptId)) throw invalid(PAGE_MESSAGES.slugTaken, { urlSlug: PAGE_MESSAGES.slugTaken });
    return slug;
  }

  /** A free slug made from a title: "about", then "about-2", "about-3"... */
  private async freeSlug(websiteId: string, title: string): Promise<string> {
    const base = slugify(title).slice(0, 100).replace(/-+$/, "") || "page";
    const start = pageSlugProblem(base) ? `${base}-page` : base;
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? start : `${start}-${n}`;
      if (!(await pagesRepository.slugTaken(this.db, websiteId, candidate, null))) return candidate;
    }
  }

  private async endPosition(websiteId: string, navigation: string): Promise<number> {
    const all = await contentRepository.listCollections(this.db, websiteId);
    return all.filter((c) => c.navigation === navigation).reduce((max, c) => Math.max(max, c.position + 1), 0);
  }

  /** Deletes a page, blog or the shop; a shop that still has products is refused. */
  async remove(websiteId: string, id: string): Promise<void> {
    const collection = await this.requireCollection(websiteId, id);
    if (collection.type === COLLECTION_TYPE.PRODUCTS && (await productsRepository.countInCollection(this.db, websiteId, id)) > 0)
      throw invalid(PAGE_MESSAGES.shopHasProducts);
    await pagesRepository.deleteCollection(this.db, websiteId, id);
  }

  /** Sets the site-wide lock password, or removes it with null; a new one locks out everyone who unlocked with the old one. */
  async setSitePassword(websiteId: string, password: string | null): Promise<void> {
    await pagesRepository.setWebsitePassword(this.db, websiteId, await lockHashOf(password), isoNow(this.clock));
  }

  /** Sets one page's lock password, or removes it with null. */
  async setPagePassword(websiteId: string, id: string, password: string | null): Promise<void> {
    await this.requireCollection(websiteId, id);
    await pagesRepository.updateCollection(this.db, websiteId, id, { passwordHash: await lockHashOf(password), updatedAt: isoNow(this.clock) });
  }
}
