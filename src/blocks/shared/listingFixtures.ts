import type { PublishedEvent } from "../../domain/events/eventsCollection";
import type { PostAuthor } from "../../domain/postAuthors";
import type { BlockRenderContext } from "../types";
import type { BlockLoader } from "../blockLoader";
import { eventListingsLoader } from "./eventListingsLoader";
import type { ListedPost } from "./listingsForRender";
import { postListingsLoader } from "./postListingsLoader";

/** A published event for block tests, in Paris unless told otherwise. */
export function testEvent(id: string, title: string, startDate: string, startTime: string, fields: Partial<PublishedEvent> = {}): PublishedEvent {
  return {
    id,
    title,
    url: `/concerts/${id}`,
    start: `${startDate}T${startTime}:00.000Z`,
    end: `${startDate}T23:00:00.000Z`,
    startDate,
    startTime,
    endDate: startDate,
    endTime: "23:00",
    zone: "UTC",
    location: "Hall 1",
    excerpt: "",
    image: null,
    ...fields,
  };
}

/** A published post for block tests. */
export function testPost(id: string, publishedOn: string, tags: string[], categories: string[] = [], author: PostAuthor | null = null): ListedPost {
  return { id, title: `Post ${id}`, url: `/blog/${id}`, publishedOn, tags, categories, author };
}

/** A render context holding one blog and one events page, as the site's first ones. */
export function listingContext(posts: ListedPost[], events: PublishedEvent[], now = "2026-11-25T09:00:00.000Z"): BlockRenderContext {
  const loaded = new Map<BlockLoader<unknown>, unknown>([
    [postListingsLoader, { "": { id: "b".repeat(24), title: "Journal", urlSlug: "blog", timeZone: "UTC", posts, tags: [], categories: [] } }],
    [eventListingsLoader, { now, events: { "": { id: "e".repeat(24), title: "Concerts", urlSlug: "concerts", events } } }],
  ]);
  return { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home", loaded };
}
