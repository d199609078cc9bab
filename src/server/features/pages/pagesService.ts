import type { Db } from "../../../db/database";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { WORKFLOW_LABEL, type WorkflowLabel } from "../../../domain/workflow";
import { DEFAULT_BLOG_URL_FORMAT } from "../../../domain/blogUrl";
import { invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { PAGE_MESSAGES, pageSlugProblem, pageTitleProblem, type EditableNavigation } from "../../../domain/pageRules";
import { slugify } from "../../../domain/slug";
import type { Collection } from "../content/contentRecords";
import { contentRepository } from "../content/contentRepository";
import { pagesRepository, type LayoutState } from "./pagesRepository";

/** What a page of the tree is: a page of blocks, a blog of posts, or the shop's product list. */
export type PageKind = "page" | "blog" | "store";

/** A page or blog as the page tree shows it. */
export interface PageSummary {
  id: string;
  /** A page with blocks, a blog with posts, or the shop (the store's product collection). */
  kind: PageKind;
  title: string;
  urlSlug: string;
  navigation: string | null;
  position: number;
  /** The page has its own password (the lock screen asks for it). */
  locked: boolean;
  /** Available once published, Hidden while only a draft exists (spec 1 §4 labels). */
  label: WorkflowLabel;
  /** The draft has changes that are not published yet. */
  hasChanges: boolean;
  draftVersion: number;
}

function kindOf(collection: Collection): PageKind {
  if (collection.type === COLLECTION_TYPE.GENERIC) return "blog";
  return collection.type === COLLECTION_TYPE.PRODUCTS ? "store" : "page";
}

const TYPE_OF_KIND: Record<PageKind, number> = { page: COLLECTION_TYPE.PAGE, blog: COLLECTION_TYPE.GENERIC, store: COLLECTION_TYPE.PRODUCTS };

/** Collection types the page tree arranges. */
const TREE_TYPES: readonly number[] = Object.values(TYPE_OF_KIND);

/** Presents a collection for the page tree. */
export function pageSummary(collection: Collection, layout: LayoutState | undefined): PageSummary {
  const kind = kindOf(collection);
  const live = kind !== "page" || (layout?.isPublished ?? false);
  return {
    id: collection.id,
    kind,
    title: collection.title,
    urlSlug: collection.urlSlug,
    navigation: collection.navigation,
    position: collection.position,
    locked: collection.passwordHash !== null,
    label: live ? WORKFLOW_LABEL.AVAILABLE : WORKFLOW_LABEL.HIDDEN,
    hasChanges: layout ? layout.hasChanges : false,
    draftVersion: layout?.draftVersion ?? 0,
  };
}

function checkTitle(title: string): string {
  const problem = pageTitleProblem(title);
  if (problem) throw invalid(problem, { title: problem });
  return title.trim();
}

/** Checks a slug by the shared rules and refuses one another page of the site uses. */
async function checkSlug(db: Db, websiteId: string, slug: string, exceptId: string | null): Promise<string> {
  const problem = pageSlugProblem(slug);
  if (problem) throw invalid(problem, { urlSlug: problem });
  if (await pagesRepository.slugTaken(db, websiteId, slug, exceptId)) throw invalid(PAGE_MESSAGES.slugTaken, { urlSlug: PAGE_MESSAGES.slugTaken });
  return slug;
}

/** A free slug made from a title: "about", then "about-2", "about-3"... */
async function freeSlug(db: Db, websiteId: string, title: string): Promise<string> {
  const base = slugify(title).slice(0, 100).replace(/-+$/, "") || "page";
  const start = pageSlugProblem(base) ? `${base}-page` : base;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? start : `${start}-${n}`;
    if (!(await pagesRepository.slugTaken(db, websiteId, candidate, null))) return candidate;
  }
}

/** Loads a page, blog or shop page of the site, or a not-found error. */
export async function requireCollection(db: Db, websiteId: string, id: string): Promise<Collection> {
  const collection = await contentRepository.findCollectionById(db, websiteId, id);
  if (!collection || !TREE_TYPES.includes(collection.type)) throw notFound("No such page.");
  return collection;
}

/** Whether the page tree lists a collection. */
export function inPageTree(collection: Collection): boolean {
  return collection.navigation !== null && TREE_TYPES.includes(collection.type);
}

/** The site's shop page (its products collection), or null when it has none. */
export async function findShop(db: Db, websiteId: string): Promise<Collection | null> {
  const all = await contentRepository.listCollections(db, websiteId);
  return all.find((c) => c.type === COLLECTION_TYPE.PRODUCTS) ?? null;
}

async function endPosition(db: Db, websiteId: string, navigation: string): Promise<number> {
  const all = await contentRepository.listCollections(db, websiteId);
  return all.filter((c) => c.navigation === navigation).reduce((max, c) => Math.max(max, c.position + 1), 0);
}

/**
 * Creates a page (with an empty draft layout), a blog or the shop page at the end of a
 * navigation. A site has at most one shop: the product editor files every product under it.
 */
export async function createPage(
  db: Db,
  now: string,
  websiteId: string,
  input: { kind: PageKind; title: string; navigation: EditableNavigation; urlSlug?: string },
): Promise<Collection> {
  const title = checkTitle(input.title);
  if (input.kind === "store" && (await findShop(db, websiteId))) throw invalid(PAGE_MESSAGES.shopExists, { kind: PAGE_MESSAGES.shopExists });
  const urlSlug = input.urlSlug ? await checkSlug(db, websiteId, input.urlSlug, null) : await freeSlug(db, websiteId, title);
  const collection: Collection = {
    id: newId(),
    websiteId,
    type: TYPE_OF_KIND[input.kind],
    title,
    urlSlug,
    navigation: input.navigation,
    position: await endPosition(db, websiteId, input.navigation),
    description: "",
    settings: input.kind === "blog" ? { urlFormat: DEFAULT_BLOG_URL_FORMAT, tags: [], categories: [] } : {},
    passwordHash: null,
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
        draft: { blocks: [] },
        draftVersion: 0,
        published: null,
        publishedAt: null,
        updatedAt: now,
      });
    }
  });
  return collection;
}

/** Renames a page and, when given, changes its URL slug. */
export async function updatePage(db: Db, now: string, websiteId: string, id: string, input: { title?: string; urlSlug?: string }): Promise<Collection> {
  const collection = await requireCollection(db, websiteId, id);
  const title = input.title === undefined ? collection.title : checkTitle(input.title);
  const urlSlug = input.urlSlug === undefined || input.urlSlug === collection.urlSlug ? collection.urlSlug : await checkSlug(db, websiteId, input.urlSlug, id);
  await pagesRepository.updateCollection(db, websiteId, id, { title, urlSlug, updatedAt: now });
  return { ...collection, title, urlSlug, updatedAt: now };
}

/** Moves a page to a place in a navigation, renumbering both navigations it touches. */
export async function movePage(db: Db, now: string, websiteId: string, id: string, navigation: EditableNavigation, position: number): Promise<void> {
  const collection = await requireCollection(db, websiteId, id);
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
export async function duplicatePage(db: Db, now: string, websiteId: string, id: string): Promise<Collection> {
  const source = await requireCollection(db, websiteId, id);
  if (source.type !== COLLECTION_TYPE.PAGE) throw invalid("Only pages can be duplicated.");
  const layout = await contentRepository.findLayout(db, websiteId, id);
  const title = `${source.title} (copy)`.slice(0, 200);
  const copy: Collection = {
    ...source,
    id: newId(),
    title,
    urlSlug: await freeSlug(db, websiteId, `${source.urlSlug}-copy`),
    position: source.position + 1,
    createdAt: now,
    updatedAt: now,
  };
  const draft = layout?.draft ?? { blocks: [] };
  const blocks = (draft as { blocks?: { id: string }[] }).blocks ?? [];
  await db.transaction().execute(async (trx) => {
    await contentRepository.insertCollection(trx, copy);
    await contentRepository.insertLayout(trx, {
      id: newId(),
      websiteId,
      ownerId: copy.id,
      draft: { blocks: blocks.map((block) => ({ ...block, id: newId() })) },
      draftVersion: 0,
      published: null,
      publishedAt: null,
      updatedAt: now,
    });
  });
  if (source.navigation === NAVIGATION.MAIN || source.navigation === NAVIGATION.HIDDEN) {
    await movePage(db, now, websiteId, copy.id, source.navigation, source.position + 1);
  }
  return copy;
}
