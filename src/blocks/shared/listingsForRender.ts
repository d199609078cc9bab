import type { PublishedEvent } from "../../domain/events/eventsCollection";
import type { PostAuthor } from "../../domain/postAuthors";

/** A published post as listing blocks show it. */
export interface ListedPost {
  id: string;
  title: string;
  url: string;
  /** Publication moment, UTC ISO 8601. */
  publishedOn: string;
  tags: string[];
  categories: string[];
  /** Who wrote the post, or null when no author is shown. */
  author: PostAuthor | null;
  /** Its published comments when the site has comments on; absent otherwise. */
  comments?: number;
}

/** A blog as listing blocks (archive, tag cloud, posts by tag, category, month or author) read it: live posts newest first. */
export interface BlogForRender {
  id: string;
  title: string;
  urlSlug: string;
  /** The site's time zone, whose calendar months group posts. */
  timeZone: string;
  posts: ListedPost[];
  /** The blog's own lists of tags and categories. */
  tags: string[];
  categories: string[];
}

/** An events page as the calendar and tour dates blocks read it: live events soonest first. */
export interface EventsForRender {
  id: string;
  title: string;
  urlSlug: string;
  events: PublishedEvent[];
}

/** The blogs a page's post listing blocks show, by collection id ("" for the site's first). */
export type PostListings = Record<string, BlogForRender>;

/**
 * The events pages a page's events blocks show, by collection id ("" for the site's first), with
 * the moment of the render: upcoming events and the calendar's first month depend on it.
 */
export interface EventListings {
  now: string;
  events: Record<string, EventsForRender>;
}

/** A listing block's chosen blog or events page, "" for the site's first. */
export function collectionIdOf(settings: Record<string, unknown>): string {
  return typeof settings.collectionId === "string" ? settings.collectionId : "";
}
