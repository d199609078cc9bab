/**
 * The words a reader sees on a blog's and an events page's own pages, in the primary language,
 * each with what the translation screen calls it: the listing headings, the pager, the read-more
 * link, a post's author and tags, the events' headings and calendar link. They are part of the
 * store's words (storeTexts.ts), so one translation holds them all.
 */
export const BLOG_TEXT_SOURCES = {
  postsTagged: ["Posts tagged “{name}”", "Blog: a tag's page heading ({name} is the tag)"],
  postsInCategory: ["Posts in “{name}”", "Blog: a category's page heading ({name} is the category)"],
  postsBy: ["Posts by {name}", "Blog: an author's page heading ({name} is the author)"],
  postsFrom: ["Posts from {date}", "Blog: a month's or year's page heading ({date} is the month or year)"],
  noPosts: ["No posts yet. Check back soon.", "Blog: no posts"],
  readMore: ["Read more", "Blog: the link under each post's excerpt"],
  morePosts: ["More posts", "Blog: the links to other pages of posts, spoken"],
  newerPosts: ["Newer posts", "Blog: the link to the newer posts"],
  olderPosts: ["Older posts", "Blog: the link to the older posts"],
  oneComment: ["1 comment", "Blog: a post with one comment"],
  comments: ["{count} comments", "Blog: a post's number of comments ({count} is how many)"],
  postBy: ["By {author}", "Post: its author ({author} is the author's name, a link)"],
  postTags: ["Tags", "Post and tag cloud block: the tags, spoken"],
  allPosts: ["← All posts", "Post: the link back to the blog"],
  upcomingEvents: ["Upcoming events", "Events page: heading of the events to come"],
  noUpcomingEvents: ["No upcoming events.", "Events page: no events to come"],
  pastEvents: ["Past events", "Events page: heading of the past events"],
  addToCalendar: ["Add to calendar", "Event: the calendar file link"],
  allEvents: ["← All events", "Event: the link back to the events page"],
} as const satisfies Record<string, readonly [string, string]>;

/** The blog's and events' words in one language, by name. */
export type BlogTexts = { readonly [K in keyof typeof BLOG_TEXT_SOURCES]: string };
