import { renderableLayout } from "../../../blocks/renderableLayout";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import { LISTING_BLOCK_TYPES, type BlogForRender, type EventsForRender, type ListingsForRender } from "../../../blocks/shared/listingsForRender";
import type { Db } from "../../../db/database";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import type { Collection, Item } from "../content/contentRecords";
import { authorsRepository } from "../content/authorsRepository";
import { contentRepository } from "../content/contentRepository";
import type { PostAuthor } from "../../../domain/postAuthors";
import type { Website } from "../sites/websiteRecord";
import { listPublishedEvents } from "./publishedEvents";

const POST_TYPES: ReadonlySet<string> = new Set(LISTING_BLOCK_TYPES.posts);
const EVENT_TYPES: ReadonlySet<string> = new Set(LISTING_BLOCK_TYPES.events);

function isLive(item: Item, now: Date): boolean {
  if (item.publishState === PUBLISH_STATE.PUBLISHED) return true;
  return item.publishState === PUBLISH_STATE.SCHEDULED && item.publishOn !== null && new Date(item.publishOn) <= now;
}

function names(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((n): n is string => typeof n === "string") : [];
}

async function blogForRender(db: Db, website: Website, blog: Collection, now: Date, authors: Map<string, PostAuthor>): Promise<BlogForRender> {
  const items = await contentRepository.listItems(db, website.id, blog.id);
  const posts = items
    .filter((item) => isLive(item, now))
    .map((item) => ({
      id: item.id,
      title: item.title,
      url: `/${blog.urlSlug}/${item.urlPath}`,
      publishedOn: item.publishOn ?? item.createdAt,
      tags: item.tags,
      categories: item.categories,
      author: item.authorId ? (authors.get(item.authorId) ?? null) : null,
    }))
    .sort((a, b) => (a.publishedOn < b.publishedOn ? 1 : a.publishedOn > b.publishedOn ? -1 : 0));
  return {
    id: blog.id,
    title: blog.title,
    urlSlug: blog.urlSlug,
    timeZone: website.timeZone,
    posts,
    tags: names(blog.settings.tags),
    categories: names(blog.settings.categories),
  };
}

async function eventsForRender(db: Db, website: Website, collection: Collection, now: Date): Promise<EventsForRender> {
  const events = await listPublishedEvents(db, website.id, collection, now);
  return {
    id: collection.id,
    title: collection.title,
    urlSlug: collection.urlSlug,
    events: events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0)),
  };
}

/**
 * Loads the blogs and events pages a page's listing blocks (calendar, tour dates, archive, tag
 * cloud, posts by tag, category, month or author) show, as visitors see them at `now`; undefined (no
 * query) for a page without any. A block without a chosen page shows the site's first blog or
 * events page, kept under "".
 */
export async function listingsForPage(db: Db, website: Website, storedLayout: unknown, now: Date): Promise<ListingsForRender | undefined> {
  const blocks = blocksOfLayout(renderableLayout(storedLayout).layout).filter((block) => POST_TYPES.has(block.type) || EVENT_TYPES.has(block.type));
  if (blocks.length === 0) return undefined;
  const collections = (await contentRepository.listCollections(db, website.id)).filter((c) => c.type === COLLECTION_TYPE.GENERIC);
  const listings: ListingsForRender = { now: now.toISOString(), blogs: {}, events: {} };
  let authors: Map<string, PostAuthor> | undefined;
  for (const block of blocks) {
    const wantsEvents = EVENT_TYPES.has(block.type);
    const chosen = typeof block.settings.collectionId === "string" ? block.settings.collectionId : "";
    const kept = wantsEvents ? listings.events : listings.blogs;
    if (chosen in kept) continue;
    const candidates = collections.filter((c) => isEventsCollection(c.settings) === wantsEvents);
    const collection = chosen === "" ? candidates[0] : candidates.find((c) => c.id === chosen);
    if (!collection) continue;
    if (wantsEvents) listings.events[chosen] = await eventsForRender(db, website, collection, now);
    else {
      authors ??= new Map((await authorsRepository.siteAuthors(db, website.id)).map(({ id, name, slug }) => [id, { id, name, slug }]));
      listings.blogs[chosen] = await blogForRender(db, website, collection, now, authors);
    }
  }
  return listings;
}
