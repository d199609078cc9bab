import type { z } from "zod";
import type { postSummarySchema } from "../../../domain/api/blogs";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import type { EventDetails } from "../../../domain/events/eventDetails";
import type { TagType } from "../../../domain/pageRules";
import { stateLabel } from "../../../domain/workflow";
import { seoFieldsOfJson } from "../../../domain/seo/seoFields";
import type { Collection, Item } from "../content/contentRecords";

/** A post as the blog screen lists it: the answer schema's shape. */
export type PostSummary = z.infer<typeof postSummarySchema>;

/** The name of a stored publish state. */
export function postStateName(code: number): PostSummary["state"] {
  switch (code) {
    case PUBLISH_STATE.PUBLISHED:
      return "published";
    case PUBLISH_STATE.SCHEDULED:
      return "scheduled";
    case PUBLISH_STATE.NEEDS_REVIEW:
      return "needs_review";
    case PUBLISH_STATE.PRIVATE:
      return "private";
    default:
      return "draft";
  }
}

/** Presents a post (or an event, with its fields) for the blog screen, with the note it was sent back with while hidden. */
export function postSummary(blog: Collection, item: Item, event: EventDetails | null, reviewNote: string | null = null): PostSummary {
  return {
    id: item.id,
    title: item.title,
    urlSlug: item.urlSlug,
    path: `/${blog.urlSlug}/${item.urlPath}`,
    state: postStateName(item.publishState),
    label: stateLabel(item.publishState),
    reviewNote: item.publishState === PUBLISH_STATE.DRAFT ? reviewNote : null,
    publishOn: item.publishOn,
    excerpt: item.excerpt,
    tags: item.tags,
    categories: item.categories,
    authorId: item.authorId,
    seo: seoFieldsOfJson(item.seoJson),
    event,
  };
}

/**
 * The tags or categories of a blog: the list it keeps in its settings, then any name its posts
 * carry that the list lacks (posts imported or edited with names of their own), so the Tags
 * panel shows every name in use.
 */
export function blogTags(blog: Collection, tagType: TagType, posts: readonly Pick<Item, "tags" | "categories">[]): string[] {
  const list = blog.settings[tagType === "tag" ? "tags" : "categories"];
  const names = Array.isArray(list) ? list.filter((t): t is string => typeof t === "string") : [];
  for (const post of posts) for (const name of tagType === "tag" ? post.tags : post.categories) if (!names.includes(name)) names.push(name);
  return names;
}
