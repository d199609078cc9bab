import type { BlogForRender, EventsForRender } from "../../../blocks/shared/listingsForRender";
import type { Db } from "../../../db/database";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import type { Collection } from "../content/contentRecords";
import { isItemLive } from "../content/liveItems";
import { authorsRepository } from "../content/authorsRepository";
import { commentsRepository } from "../comments/commentsRepository";
import { contentRepository } from "../content/contentRepository";
import type { PostAuthor } from "../../../domain/postAuthors";
import type { Website } from "../sites/websiteRecord";
import { listPublishedEvents } from "./publishedEvents";

function names(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((n): n is string => typeof n === "string") : [];
}

async function blogForRender(db: Db, website: Website, blog: Collection, now: Date, authors: Map<string, PostAuthor>): Promise<BlogForRender> {
  const items = (await contentRepository.listItems(db, website.id, blog.id)).filter((item) => isItemLive(item, now));
  const comments = website.commentsEnabled
    ? await commentsRepository.publishedCounts(
        db,
        website.id,
        items.map((item) => item.id),
      )
    : null;
  const posts = items
    .map((item) => ({
      id: item.id,
      title: item.title,
      url: `/${blog.urlSlug}/${item.urlPath}`,
      publishedOn: item.publishOn ?? item.createdAt,
      tags: item.tags,
      categories: item.categories,
      author: item.authorId ? (authors.get(item.authorId) ?? null) : null,
      ...(comments ? { comments: comments.get(item.id) ?? 0 } : {}),
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

/** The site's blogs (or events pages) by whether they hold events, in the site's order. */
async function listingCollections(db: Db, websiteId: string, events: boolean): Promise<Collection[]> {
  const collections = await contentRepository.listCollections(db, websiteId);
  return collections.filter((c) => c.type === COLLECTION_TYPE.GENERIC && isEventsCollection(c.settings) === events);
}

/** The chosen one of `candidates` by id, "" for the first. */
function chosen(candidates: Collection[], collectionId: string): Collection | undefined {
  return collectionId === "" ? candidates[0] : candidates.find((c) => c.id === collectionId);
}

/**
 * A blog as post listing blocks (archive, tag cloud, posts by tag, category, month or author)
 * show it to visitors at `now`, by id ("" for the site's first); null when there is none.
 */
export async function blogForListings(db: Db, website: Website, collectionId: string, now: Date): Promise<BlogForRender | null> {
  const blog = chosen(await listingCollections(db, website.id, false), collectionId);
  if (!blog) return null;
  const authors = new Map((await authorsRepository.siteAuthors(db, website.id)).map(({ id, name, slug }) => [id, { id, name, slug }]));
  return blogForRender(db, website, blog, now, authors);
}

/** An events page as the calendar and tour dates blocks show it at `now`, by id ("" for the site's first); null when there is none. */
export async function eventsPageForListings(db: Db, website: Website, collectionId: string, now: Date): Promise<EventsForRender | null> {
  const collection = chosen(await listingCollections(db, website.id, true), collectionId);
  return collection ? eventsForRender(db, website, collection, now) : null;
}
